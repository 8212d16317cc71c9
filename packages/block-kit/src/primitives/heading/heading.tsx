import type { HTMLAttributes, ReactNode } from 'react';
import { classNames } from '../class-names';

/** Heading levels 1-6: the document outline. */
export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;
/** Visual sizes, independent of the level. */
export type HeadingSize = 'xl' | 'l' | 'm' | 's';

/** Props of `Heading`. */
export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  /** The outline level (`h1`..`h6`). Pick it from the page structure, never from the look. */
  level: HeadingLevel;
  /** The look. Default: follows the level (1 xl, 2 l, 3 m, else s). */
  size?: HeadingSize;
  children: ReactNode;
}

const defaultSize: Record<HeadingLevel, HeadingSize> = { 1: 'xl', 2: 'l', 3: 'm', 4: 's', 5: 's', 6: 's' };

/** A heading whose level (for the outline) and size (for the eye) are set apart. */
export function Heading({ level, size, className, ...rest }: HeadingProps) {
  const Tag = `h${level}` as const;
  const look = size ?? defaultSize[level];
  return <Tag className={classNames('bk-heading', `bk-heading--${look}`, className)} {...rest} />;
}
