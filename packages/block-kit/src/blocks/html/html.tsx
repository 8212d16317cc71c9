import { RichText } from '../../content/rich-text';
import type { BlockComponentProps } from '../renderer/registry';

/** html: sanitised CMS HTML as it is (also the stand-in for an unknown bundle, spec 2 §2.5). */
export function HtmlBlock({ block }: BlockComponentProps<'html'>) {
  return (
    <div className="bk-block bk-html" data-unknown-bundle={block.unknownBundle}>
      <RichText html={block.html} />
    </div>
  );
}
