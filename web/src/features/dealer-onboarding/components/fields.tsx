// The dealer forms' controls: the app's form fields (components/ui/form-fields.tsx) with ids
// `field-<name>`, so a form can focus its first mistake (lib/form-errors.ts).
import type { ComponentProps } from 'react';
import * as ui from '../../../components/ui/form-fields';

const FORM = 'field';

export { FormAlert } from '../../../components/ui/form-fields';

export const TextField = (props: Omit<ComponentProps<typeof ui.TextField>, 'form'>) => (
  <ui.TextField form={FORM} {...props} />
);

export const TextAreaField = (props: Omit<ComponentProps<typeof ui.TextAreaField>, 'form'>) => (
  <ui.TextAreaField form={FORM} {...props} />
);

export const SelectField = (props: Omit<ComponentProps<typeof ui.SelectField>, 'form'>) => (
  <ui.SelectField form={FORM} {...props} />
);

export const CheckboxField = (props: Omit<ComponentProps<typeof ui.CheckboxField>, 'form'>) => (
  <ui.CheckboxField form={FORM} {...props} />
);
