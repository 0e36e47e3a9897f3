import { useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabDef<K extends string> {
  key: K;
  label: ReactNode;
}

interface TabsProps<K extends string> {
  tabs: readonly TabDef<K>[];
  active: K;
  onChange: (key: K) => void;
  label: string;
  /** Prefix of the tab and panel ids, so a panel can name its tab. */
  idPrefix: string;
}

/** A WAI-ARIA tab list: arrow keys, Home and End move between tabs; panels use tabPanelProps. */
export function Tabs<K extends string>({ tabs, active, onChange, label, idPrefix }: TabsProps<K>) {
  const refs = useRef(new Map<K, HTMLButtonElement>());
  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((t) => t.key === active);
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = tabs[(target + tabs.length) % tabs.length]!;
    onChange(next.key);
    refs.current.get(next.key)?.focus();
  };
  return (
    <div className="tabs" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {tabs.map((tab) => (
        <button
          key={tab.key}
          ref={(el) => {
            if (el) refs.current.set(tab.key, el);
          }}
          type="button"
          role="tab"
          id={`${idPrefix}-tab-${tab.key}`}
          aria-selected={tab.key === active}
          aria-controls={`${idPrefix}-panel-${tab.key}`}
          tabIndex={tab.key === active ? 0 : -1}
          className={`tab${tab.key === active ? ' tab-active' : ''}`}
          onClick={() => onChange(tab.key)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}

export function tabPanelProps(idPrefix: string, key: string) {
  return {
    role: 'tabpanel' as const,
    id: `${idPrefix}-panel-${key}`,
    'aria-labelledby': `${idPrefix}-tab-${key}`,
    tabIndex: 0,
  };
}
