import preview from '../../../../../.storybook/preview';
import { Checkbox } from './checkbox';

const meta = preview.meta({
  title: 'Foundations/Primitives/Checkbox',
  component: Checkbox,
  args: { label: 'Ik wil tips ontvangen (één mail per twee maanden)' },
});

export const Unchecked = meta.story({});

export const Checked = meta.story({ args: { defaultChecked: true } });

export const RequiredWithError = meta.story({
  args: {
    label: 'Ik ga akkoord met de voorwaarden',
    required: true,
    error: 'Ga akkoord met de voorwaarden.',
  },
});

export const Disabled = meta.story({ args: { disabled: true } });
