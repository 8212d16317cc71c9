import { paragraphFixtures as p } from '@dementie/cms-model';
import { guidance } from '../../../../../.storybook/guidance';
import preview from '../../../../../.storybook/preview';
import { FixtureBlock, fixtureStoryMeta } from '../test-support/stories';

// On the 'Blocks/Links and files' docs page, described in `call-to-action/call-to-action.stories.tsx`.
const meta = preview.meta({
  title: 'Blocks/Links and files',
  component: FixtureBlock,
  ...fixtureStoryMeta,
  parameters: {
    guidance: guidance({
      name: 'File',
      whenToUse:
        'A document to download that a visitor may keep or print: a brochure, a checklist as PDF, a form.',
      whenNotToUse:
        'Not for content that should be a web page (a PDF is harder to read on a phone and with a screen reader): publish the text as a page and offer the file only as an extra.',
      keyboardAndScreen:
        "One link: Tab reaches it, Enter downloads the file. Its name is the label followed by type and size, for example 'Folder (PDF, 242 kB)', so a visitor knows what comes before it starts.",
      contentRules:
        'A label up to 60 characters that names the document, not the file name and not the type (the block adds type and size itself). An optional description of one or two sentences. Files should be accessible PDFs.',
      brands:
        'All three brands (dementie, dementievriendelijk, alzheimer): on Wat is dementie? (/wat-is-dementie).',
    }),
  },
});

/**
 * A file download. **Editors fill in** the file, its label and a description; type and size are shown.
 */
export const File = meta.story({ args: { fixture: p.file } });
