import {
  Controls,
  Description,
  DocsContext,
  Markdown,
  Primary,
  Stories,
  Subtitle,
  Title,
} from '@storybook/addon-docs/blocks';
import { useContext } from 'react';
import { type Guidance, guidanceMarkdown } from './guidance';

/** The stories a docs page shows: those tagged for it, as Storybook's own Stories block picks them. */
function pageStories(context: React.ContextType<typeof DocsContext>) {
  const stories = context.componentStories();
  const tagged = stories.filter((story) => story.tags?.includes('autodocs'));
  return tagged.length > 0 ? tagged.filter((story) => !story.usesMount) : stories;
}

/**
 * Every component's docs page. Storybook's own page decides from the first stories file of a title
 * alone whether to list the stories, so a page that several stories files share (the Blocks pages,
 * one file per block) showed only that file's first story. This page lists every story of the title,
 * side by side, and takes the description from whichever of those files gives one (one file per title
 * does; the others carry no meta description), with each file's guidance (./guidance.ts) under the first story.
 */
export function KitDocsPage() {
  const context = useContext(DocsContext);
  const stories = pageStories(context);
  const description = stories
    .map((story) => story.parameters.docs?.description?.component as string | undefined)
    .find((text) => typeof text === 'string' && text.trim() !== '');
  // Each stories file's guidance once, in the order of its stories (a Blocks page has one per block).
  const guidances = [
    ...new Set(
      stories
        .map((story) => story.parameters.guidance as Guidance | undefined)
        .filter((value): value is Guidance => value !== undefined)
        .map(guidanceMarkdown),
    ),
  ];
  const single = stories.length === 1;
  return (
    <>
      <Title />
      <Subtitle />
      {description ? <Markdown>{description}</Markdown> : null}
      {single ? <Description of="story" /> : null}
      <Primary />
      {guidances.map((markdown) => (
        <Markdown key={markdown}>{markdown}</Markdown>
      ))}
      <Controls />
      {single ? null : <Stories />}
    </>
  );
}
