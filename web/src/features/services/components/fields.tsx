// The service forms' controls: the app's form fields (components/ui/form-fields.tsx); each form names
// itself (`form`), so its controls' ids are `<form>-<name>` and it can focus its first mistake. Selects
// start on 'Choose…' unless told otherwise.
import type { ComponentProps } from 'react';
import * as ui from '../../../components/ui/form-fields';

export { fieldId, TextAreaField, TextField } from '../../../components/ui/form-fields';

export const SelectField = ({ placeholder = 'Choose…', ...props }: ComponentProps<typeof ui.SelectField>) => (
  <ui.SelectField placeholder={placeholder} {...props} />
);
