import { type EditableBlock, serializeEditableDocument } from '@dementie/api-client';
import { guidance } from '../../../../.storybook/guidance';
import preview from '../../../../.storybook/preview';
import { EditableDocumentEditor } from './document-editor';
import { createFakeEditorBackend } from './test-backend';

const document: EditableBlock[] = [
  {
    Kind: 'Text',
    Content: { highlighted: true, rteContent: 'Mensen met dementie vergeten soms wat ze net deden.' },
  },
  {
    Kind: 'Expandable',
    Content: { icon: '', title: 'Wat kun je doen?', description: 'Blijf rustig en help een handje.' },
  },
  { Kind: 'Tip', Content: { description: 'Vraag of je kunt helpen.' } },
  { Kind: 'PointsSummery' },
];

const meta = preview.meta({
  title: 'Player/Editable document editor',
  component: EditableDocumentEditor,
  tags: ['test'],
  args: {
    value: serializeEditableDocument(document),
    target: { kind: 'TeachingActivity', id: 111, field: 'SlideContent' } as const,
    backend: createFakeEditorBackend(),
  },
  parameters: {
    guidance: guidance({
      whenToUse:
        'For editors: editing one document of a training (an activity, an answer, the back of a flip card) with the blocks that document may hold.',
      whenNotToUse:
        'Not for visitors and not for the pages of the CMS, which editors write in the CMS itself.',
      keyboardAndScreen:
        'Labelled fields and a rich-text editor reached with Tab; an invalid document shows a plain message in place of the editor.',
      contentRules: 'Flip-card answers hold text and video only; texts in B1 Dutch.',
      brands:
        "All three brands (dementie, dementievriendelijk, alzheimer): only for signed-in editors, inside the player's admin mode.",
    }),
  },
});

/** A teaching activity's document in edit mode. */
export const TeachingActivity = meta.story({});

/** A flip-card answer: Text and Video only (spec 3 §6). */
export const FlipCardAnswer = meta.story({
  args: { value: '', target: { kind: 'FlipCardAnswer', id: 7, field: 'FlipCardAnswerContent' } as const },
});

/** Invalid JSON: the empty, failed document state (spec 3 §5). */
export const InvalidDocument = meta.story({ args: { value: '{kapot' } });
