import preview from '../../../../../.storybook/preview';
import { Button, ButtonLink } from './button';

const meta = preview.meta({
  title: 'Foundations/Primitives/Button',
  component: Button,
  args: { children: 'Start de training' },
});

export const Primary = meta.story({});

export const Secondary = meta.story({ args: { variant: 'secondary', children: 'Lees meer' } });

export const Disabled = meta.story({ args: { disabled: true, children: 'Volgende' } });

export const AsLink = meta.story({
  render: () => <ButtonLink href="/trainingen">Bekijk alle trainingen</ButtonLink>,
});

export const Tertiary = meta.story({ args: { variant: 'tertiary', children: 'Toon alles' } });

export const ExternalLink = meta.story({
  render: () => <ButtonLink href="https://www.alzheimer-nederland.nl/">Naar Alzheimer Nederland</ButtonLink>,
});
