/** An Indian mobile number as people read it ('98765 43210') and as a phone dials it ('tel:+919876543210'). */
export function phoneWords(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length === 10) return `${digits.slice(0, 5)} ${digits.slice(5)}`;
  if (digits.length === 12 && digits.startsWith('91')) return `+91 ${digits.slice(2, 7)} ${digits.slice(7)}`;
  return phone;
}

export function phoneHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length === 10) return `tel:+91${digits}`;
  return `tel:${phone.trim().startsWith('+') ? '+' : ''}${digits}`;
}
