import { BlockHeading } from '../../content/heading-level';
import { RichText } from '../../content/rich-text';
import type { BlockComponentProps } from '../renderer/registry';

/** text_with_title: a title and rich text. */
export function TextWithTitle({ block }: BlockComponentProps<'textWithTitle'>) {
  return (
    <section className="bk-block bk-text">
      {block.title ? <BlockHeading>{block.title}</BlockHeading> : null}
      <RichText html={block.body} />
    </section>
  );
}
