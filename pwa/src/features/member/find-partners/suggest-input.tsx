import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useT } from '../../../i18n/index.ts';
import { memberText } from '../i18n/catalog.ts';

interface SuggestInputProps {
  label: string;
  value: string;
  placeholder?: string;
  /** The suggestions for the current text (computed by the caller). */
  suggestions: readonly string[];
  /** The suggestions are on their way: the list says so in their place. */
  loading?: boolean;
  /** Called each time the list opens (focus, typing, arrow down): the caller may fetch what it suggests from. */
  onOpen?: () => void;
  onType: (text: string) => void;
  onPick: (choice: string) => void;
  /** How long the list stays open after the input loses focus (state 150 ms, district 100 ms). */
  closeDelayMs: number;
  disabled?: boolean;
}

/**
 * A text input with a suggestion list (an ARIA combobox): arrow keys move through the list,
 * Enter picks, Escape closes; the list closes a moment after blur, so a click on a suggestion
 * still lands, and at once on a press anywhere outside the field and its list.
 */
export function SuggestInput({
  label,
  value,
  placeholder,
  suggestions,
  loading = false,
  onOpen,
  onType,
  onPick,
  closeDelayMs,
  disabled = false,
}: SuggestInputProps) {
  const { t } = useT(memberText);
  const id = useId();
  const listId = `${id}-list`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const boxRef = useRef<HTMLDivElement>(null);
  const blurTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const openList = () => {
    setOpen(true);
    onOpen?.();
  };

  useEffect(() => {
    const onPointerDown = (event: PointerEvent | MouseEvent) => {
      if (boxRef.current && !boxRef.current.contains(event.target as Node)) close();
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      clearTimeout(blurTimer.current);
    };
  }, []);

  const pick = (choice: string) => {
    onPick(choice);
    close();
  };

  const shown = open && !disabled && suggestions.length > 0;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (suggestions.length === 0) return;
      openList();
      setActive((i) => Math.min(suggestions.length - 1, i + 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => Math.max(0, i - 1));
    } else if (event.key === 'Enter') {
      const choice = open ? suggestions[active] : undefined;
      if (choice !== undefined) {
        event.preventDefault();
        pick(choice);
      }
    } else if (event.key === 'Escape' && shown) {
      // Escape closes the list only: inside the phone's filter sheet, not the sheet as well.
      event.preventDefault();
      event.stopPropagation();
      close();
    }
  };

  return (
    <div className="suggest" ref={boxRef}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-expanded={shown}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={shown && active >= 0 ? `${id}-opt-${active}` : undefined}
        value={value}
        placeholder={placeholder}
        disabled={disabled}
        onChange={(event) => {
          onType(event.target.value);
          openList();
          setActive(-1);
        }}
        onFocus={() => {
          clearTimeout(blurTimer.current);
          openList();
        }}
        onBlur={() => {
          clearTimeout(blurTimer.current);
          blurTimer.current = setTimeout(close, closeDelayMs);
        }}
        onKeyDown={onKeyDown}
      />
      {open && !disabled && loading && (
        <p className="suggest-list suggest-loading" role="status">
          {t('dashboard.loading')}
        </p>
      )}
      {shown && (
        <ul
          className="suggest-list"
          id={listId}
          role="listbox"
          aria-label={t('filters.suggestions', { label })}
        >
          {suggestions.map((choice, index) => (
            <li
              key={choice}
              id={`${id}-opt-${index}`}
              role="option"
              aria-selected={index === active}
              className={index === active ? 'suggest-active' : undefined}
              // mousedown, not click: it lands before the input's blur starts the close timer.
              onMouseDown={(event) => {
                event.preventDefault();
                pick(choice);
              }}
            >
              {choice}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
