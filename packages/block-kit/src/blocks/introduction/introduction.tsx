import { RichText } from '../../content/rich-text';
import type { BlockComponentProps } from '../renderer/registry';

/** introduction: the page's lead text, a size larger. */
export function Introduction({ block }: BlockComponentProps<'introduction'>) {
  return (
    <div className="bk-block bk-introduction">
      <RichText html={block.text} />
    </div>
  );
}
