import type { SectionName } from '../routing/routes';

/** Outline icons of the sections (24-unit grid, drawn with currentColor so they follow the link's colour). */
const PATHS: Record<SectionName, string> = {
  flows: 'M4 5h16M4 12h10M4 19h6',
  nodes: 'M12 3v4M12 17v4M5 12H3M21 12h-2M12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8z',
  widgets: 'M4 4h16v12H4zM15 20l5-4M8 20h7',
  chats: 'M4 5h16v11H9l-5 4z',
  people: 'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM2.5 20c.8-3.5 3.3-5.5 6.5-5.5s5.7 2 6.5 5.5M16 4.5a3.5 3.5 0 0 1 0 6.5M18 14.8c1.9.7 3 2.5 3.5 5.2',
  tokens: 'M14.5 9.5a4.5 4.5 0 1 0-4 4.47L13 16.5h2.5V19H18v2.5h3V18.6l-6.97-6.97c.3-.64.47-1.36.47-2.13zM8 8h.01',
  audit: 'M12 7v5l3 2M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z',
  webhooks: 'M9 14a3 3 0 1 1-1-5.6L11 4M15 10a3 3 0 1 1 3 4.6H12M6 17a3 3 0 1 0 5-2.2l3-5',
};

export function SectionIcon({ name }: { name: SectionName }) {
  return (
    <svg className="cv-console-nav__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round">
      <path d={PATHS[name]} />
    </svg>
  );
}
