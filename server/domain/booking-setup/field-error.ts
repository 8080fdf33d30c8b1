/** The details of a 400 naming one field, like the schema's own failures. */
export function fieldError(field: string, message = 'schedule:form.invalid') {
  return { fields: [{ field, message }] };
}
