import { useLocation, useNavigate } from 'react-router';
import { commonText } from './common/catalog.ts';
import { isLanguage, LANGUAGE_NAMES, LANGUAGES, localizedPath, publicPageOf } from './languages.ts';
import { useLanguage, useT } from './use-t.ts';

/**
 * The language switch of every bar. Each language is named in its own script, so a reader finds
 * theirs whatever the page is in. On a public page it also opens the page's copy in that language
 * (/about -> /hi/about), the address a reader can share.
 */
export function LanguageSwitch() {
  const { t } = useT(commonText);
  const [lang, choose] = useLanguage();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <select
      className="language-switch"
      aria-label={t('language.label')}
      value={lang}
      onChange={(event) => {
        const next = event.currentTarget.value;
        if (!isLanguage(next)) return;
        choose(next);
        const page = publicPageOf(pathname);
        if (page) navigate(localizedPath(page.page, next));
      }}
    >
      {LANGUAGES.map((option) => (
        <option key={option} value={option} lang={option}>
          {LANGUAGE_NAMES[option]}
        </option>
      ))}
    </select>
  );
}
