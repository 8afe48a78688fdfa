export { TextField, type TextFieldBinding, type TextFieldProps } from './TextField';
export { FormAlert } from './FormAlert';
export { FieldRow, FieldStack } from './Form.styles';
export { SubmitButton } from './SubmitButton';
export { FileField, SelectField, TextAreaField } from './ChoiceFields';
