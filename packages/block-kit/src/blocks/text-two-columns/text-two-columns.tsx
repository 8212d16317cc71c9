import { BlockHeading, NestedHeadings } from '../../content/heading-level';
import { RichText } from '../../content/rich-text';
import type { BlockComponentProps } from '../renderer/registry';

/** text_two_coulmns: two text columns (stacked on phones). */
export function TextTwoColumns({ block }: BlockComponentProps<'textTwoColumns'>) {
  return (
    <section className="bk-block bk-text-columns">
      {block.title ? <BlockHeading>{block.title}</BlockHeading> : null}
      <div className="bk-text-columns__grid">
        <NestedHeadings>
          <RichText html={block.left} />
          <RichText html={block.right} />
        </NestedHeadings>
      </div>
    </section>
  );
}
