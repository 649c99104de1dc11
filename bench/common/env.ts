/** A bench knob: the environment variable as a number, or its default when unset or empty. */
export function envNumber(name: string, fallback: number): number {
  const value = process.env[name];
  return value === undefined || value === '' ? fallback : Number(value);
}
