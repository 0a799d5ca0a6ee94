export function formatNumber(value: number, language: string): string {
  return new Intl.NumberFormat(language).format(value);
}

export function fullName(person: { firstName: string; lastName: string; email: string }): string {
  return `${person.firstName} ${person.lastName}`.trim() || person.email;
}
