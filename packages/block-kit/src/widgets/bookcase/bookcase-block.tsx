import { useState } from 'react';
import { useBlockData } from '../../blocks/renderer/block-data';
import { type BlockComponentProps, defineBlock } from '../../blocks/renderer/registry';
import { Bookcase } from './bookcase';

/** bookcase: the open item follows the site's `item` parameter, or local state without one. */
function BookcaseBlock({ block }: BlockComponentProps<'bookcase'>) {
  const { bookcaseItem, onBookcaseSelect } = useBlockData();
  const [local, setLocal] = useState<string | null>(null);
  const controlled = onBookcaseSelect !== undefined;
  return (
    <Bookcase
      {...(block.title ? { title: block.title } : {})}
      items={block.items}
      selectedSlug={controlled ? (bookcaseItem ?? null) : local}
      onSelect={controlled ? onBookcaseSelect : setLocal}
    />
  );
}

/** The bookcase block: an island, as it opens and closes its books (decision 0067). */
export const bookcaseBlock = defineBlock({
  kind: 'bookcase',
  component: BookcaseBlock,
  island: true,
  // An address that opens one of its books (a shared link): taken over once the page is idle, not
  // when the reader scrolls to it, so that the details show (spec 2 §2.1).
  islandWhen: (block, data) =>
    block.items.some((item) => item.slug === data.bookcaseItem) ? 'idle' : undefined,
});
