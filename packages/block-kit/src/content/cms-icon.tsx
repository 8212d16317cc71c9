import type { CSSProperties } from 'react';
import { classNames } from '../primitives/class-names';

/** Props of `CmsIcon`. */
export interface CmsIconProps {
  /** The icon from the CMS (an svg file): its address and alt text. */
  icon: { url: string; alt: string };
  /** Width and height in CSS pixels (the icon is square). */
  size: number;
  className?: string;
}

/**
 * An svg icon from the CMS drawn in the brand's colour (`--dm-color-brand`): the file is used as a
 * mask, so whatever colour it was drawn in, it shows in the brand of the site. An empty alt makes it
 * decorative (hidden from assistive technology); otherwise it is an image named by its alt.
 */
export function CmsIcon({ icon, size, className }: CmsIconProps) {
  const style = {
    '--bk-cms-icon': `url(${JSON.stringify(icon.url)})`,
    inlineSize: `${size}px`,
    blockSize: `${size}px`,
  } as CSSProperties;
  return icon.alt ? (
    <span className={classNames('bk-cms-icon', className)} style={style} role="img" aria-label={icon.alt} />
  ) : (
    <span className={classNames('bk-cms-icon', className)} style={style} aria-hidden="true" />
  );
}
