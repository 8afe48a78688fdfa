export { useForm, type FormConfig, type FormController, type FormField } from './useForm';
export { checkSubmission, formBody, type FormValue, type FormValues } from './submission';
