import { BlockHeading } from '../../content/heading-level';
import { RichText } from '../../content/rich-text';
import type { BlockComponentProps } from '../renderer/registry';

/** text_split_columns: the title in a narrow column beside the text (stacked on phones). */
export function TextSplitColumns({ block }: BlockComponentProps<'textSplitColumns'>) {
  return (
    <section className="bk-block bk-text-split">
      <div className="bk-text-split__title">
        {block.title ? <BlockHeading>{block.title}</BlockHeading> : null}
      </div>
      <RichText html={block.body} className="bk-text-split__body" />
    </section>
  );
}
