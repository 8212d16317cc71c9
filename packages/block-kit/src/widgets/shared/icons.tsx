import type { IconName } from '@dementie/cms-model';

// The icon map of spec 2 §2.8, drawn as simple line icons in currentColor (forced colours follow).
const paths: Record<IconName, string> = {
  article: 'M6 3h9l3 3v15H6zM9 9h6M9 13h6M9 17h4',
  people:
    'M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM3 20c0-3 3-5 6-5s6 2 6 5M17 11a2.5 2.5 0 1 0 0-5M16 15c3 0 5 2 5 5',
  hat: 'M2 9l10-5 10 5-10 5zM6 11v5c3 2 9 2 12 0v-5M22 9v6',
  mic: 'M12 3a3 3 0 0 1 3 3v6a3 3 0 0 1-6 0V6a3 3 0 0 1 3-3zM5 11a7 7 0 0 0 14 0M12 18v3M8 21h8',
  conversation: 'M3 5h12v8H8l-4 3v-3H3zM17 9h4v8h-1v3l-4-3h-5v-2',
  video: 'M3 6h13v12H3zM16 10l5-3v10l-5-3',
  checklist: 'M4 6l2 2 3-3M4 12l2 2 3-3M4 18l2 2 3-3M12 7h8M12 13h8M12 19h8',
};

/** A decorative icon of the icon map (spec 2 §2.8); the text next to it carries the meaning. */
export function KitIcon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="32"
      height="32"
      aria-hidden="true"
      focusable="false"
      className={['bk-icon', className].filter(Boolean).join(' ')}
    >
      <path
        d={paths[name]}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.75"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
