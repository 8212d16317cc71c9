import type { SanitizedHtml } from '@dementie/cms-model';
import { RichText } from '../../content/rich-text';

/** The caption under a block's image, video or media item; nothing without a caption. */
export function FigureCaption({ html }: { html?: SanitizedHtml }) {
  return html ? (
    <figcaption className="bk-figure__caption">
      <RichText html={html} />
    </figcaption>
  ) : null;
}
