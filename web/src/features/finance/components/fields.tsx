// The finance forms' controls: the app's form fields (components/ui/form-fields.tsx) with ids
// `finance-<name>`, so a form can focus its first mistake.
import type { ComponentProps } from 'react';
import * as ui from '../../../components/ui/form-fields';

const FORM = 'finance';

export const fieldId = (name: string) => ui.fieldId(FORM, name);

export const TextField = (props: Omit<ComponentProps<typeof ui.TextField>, 'form'>) => (
  <ui.TextField form={FORM} {...props} />
);

export const SelectField = (props: Omit<ComponentProps<typeof ui.SelectField>, 'form'>) => (
  <ui.SelectField form={FORM} {...props} />
);
