import { plain, stringField } from '../fields';
import { type BlockBase, block, defineParagraph, paragraph, title } from './define';

/** spotler_form: an embedded newsletter form by form id and script id. */
export interface SpotlerFormBlock extends BlockBase {
  readonly kind: 'spotlerForm';
  readonly formId: string;
  readonly scriptId: string;
  readonly title?: string;
}

export const spotlerFormParagraph = defineParagraph({
  bundle: 'spotler_form',
  schema: paragraph({ ...title, field_form_id: stringField, field_script_id: stringField }),
  map: (p): SpotlerFormBlock | null => {
    const formId = plain(p.field_form_id);
    const scriptId = plain(p.field_script_id);
    if (!formId || !scriptId) return null;
    return block(p, 'spotlerForm', { formId, scriptId, title: plain(p.field_title) });
  },
});
