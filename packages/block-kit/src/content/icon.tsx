import type { IconName } from '@dementie/cms-model';
import { classNames } from '../primitives/class-names';

/*
 * The icon map of spec 2 §2.8: article, people, hat, mic, conversation, video, checklist. Simple
 * strokes in currentColor, so they follow the text colour and forced colours.
 */
const paths: Record<IconName, string> = {
  article: 'M6 3h9l4 4v14H6zM14 3v5h5M9 12h7M9 16h7M9 8h3',
  people:
    'M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM3 20c0-3 3-5 6-5s6 2 6 5M16 11a2.5 2.5 0 1 0 0-5M17 15c2.5.3 4 2 4 5',
  hat: 'M2 9l10-5 10 5-10 5zM6 11v5c0 1.5 3 3 6 3s6-1.5 6-3v-5M22 9v6',
  mic: 'M12 3a3 3 0 0 0-3 3v6a3 3 0 0 0 6 0V6a3 3 0 0 0-3-3zM5 11a7 7 0 0 0 14 0M12 18v3M8 21h8',
  conversation: 'M4 5h11v8H8l-4 3zM9 16v1h7l4 3v-9h-2',
  video: 'M3 6h13v12H3zM16 10l5-3v10l-5-3M8 9.5v5l4-2.5z',
  checklist: 'M10 6h10M10 12h10M10 18h10M3 6l1.5 1.5L7 5M3 12l1.5 1.5L7 11M3 18l1.5 1.5L7 17',
};

/** Props of `Icon`. */
export interface IconProps {
  name: IconName;
  /** Accessible name. Default: none, and the icon is hidden from assistive technology (decorative). */
  title?: string;
  /** Pixels. Default 32. */
  size?: number;
  className?: string;
}

/** An icon of the icon map (spec 2 §2.8). */
export function Icon({ name, title, size = 32, className }: IconProps) {
  return (
    <svg
      className={classNames('bk-icon', className)}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      focusable="false"
      role={title ? 'img' : undefined}
      aria-label={title}
      aria-hidden={title ? undefined : true}
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

/**
 * A decorative 24 px line drawing in currentColor for the kit's own controls (the expandable's chevron,
 * the file's download arrow): hidden from assistive technology, the control's text names it.
 */
export function LineGlyph({
  path,
  strokeWidth,
  className,
}: {
  path: string;
  strokeWidth: number;
  className: string;
}) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      focusable="false"
    >
      <path d={path} fill="none" stroke="currentColor" strokeWidth={strokeWidth} />
    </svg>
  );
}

/** Whether a string is a name of the icon map. */
export function isIconName(value: string): value is IconName {
  return Object.hasOwn(paths, value);
}
