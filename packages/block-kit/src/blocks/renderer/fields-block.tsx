import type { BlockKind, BlockOfKind } from '@dementie/cms-model';
import type { ComponentType } from 'react';
import { type BlockComponentProps, type BlockRegistration, defineBlock } from './registry';

/** A block's own fields: what a widget that renders a whole block takes as props. */
export type Fields<K extends BlockKind> = Omit<BlockOfKind<K>, 'kind' | 'id'>;

/**
 * The registration of a kind whose widget takes the block's fields as props (named `<Kind>Block` in
 * React's tools); `island` when the widget needs script (decision 0067).
 */
export function fieldsBlock<K extends BlockKind>(
  kind: K,
  Widget: ComponentType<Fields<K>>,
  options: { island?: true } = {},
): BlockRegistration<K> {
  function FieldsAdapter({ block }: BlockComponentProps<K>) {
    const { kind: _kind, id: _id, ...fields } = block;
    return <Widget {...(fields as unknown as Fields<K>)} />;
  }
  FieldsAdapter.displayName = `${kind.charAt(0).toUpperCase()}${kind.slice(1)}Block`;
  return defineBlock({ kind, component: FieldsAdapter, ...options });
}
