// A contract module: a schema-like value and a mapper.
export const courseSchema = { parse: (value: unknown) => value };

export function mapCourse(value: unknown): string {
  return JSON.stringify(courseSchema.parse(value));
}
