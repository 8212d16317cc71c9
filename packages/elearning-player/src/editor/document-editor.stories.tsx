import { type EditableBlock, serializeEditableDocument } from '@dementie/api-client';
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
});

/** A teaching activity's document in edit mode. */
export const TeachingActivity = meta.story({});

/** A flip-card answer: Text and Video only (spec 3 §6). */
export const FlipCardAnswer = meta.story({
  args: { value: '', target: { kind: 'FlipCardAnswer', id: 7, field: 'FlipCardAnswerContent' } as const },
});

/** Invalid JSON: the empty, failed document state (spec 3 §5). */
export const InvalidDocument = meta.story({ args: { value: '{kapot' } });
