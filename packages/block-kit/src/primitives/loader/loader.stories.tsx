import preview from '../../../../../.storybook/preview';
import { Loader } from './loader';

const meta = preview.meta({
  title: 'Foundations/Primitives/Loader',
  component: Loader,
});

export const Default = meta.story({});

export const Inline = meta.story({ args: { inline: true, label: 'Even geduld' } });

export const HiddenLabel = meta.story({ args: { hideLabel: true } });
