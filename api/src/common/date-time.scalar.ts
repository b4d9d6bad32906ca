import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';

// Nest's DateTime turns any text into a Date, an invalid one included: '' or 'soon' then reached
// PostgreSQL ('Invalid time value') and the caller got 'Unexpected error'. This one refuses what is
// not a date, or lies outside years 1000-9999 (PostgreSQL and ISO text both hold those), as a
// GraphQL input error that names the field ("Variable ... at invoice.dateOfArrival").

const MIN = Date.UTC(1000, 0, 1);
const MAX = Date.UTC(10000, 0, 1) - 1;

function toDate(value: unknown): Date {
  const date = typeof value === 'string' && value.trim() ? new Date(value) : value instanceof Date ? value : new Date(NaN);
  const time = date.getTime();
  if (Number.isNaN(time) || time < MIN || time > MAX) throw new GraphQLError('Please enter a valid date');
  return date;
}

export const DateTimeScalar = new GraphQLScalarType<Date, string | null>({
  name: 'DateTime',
  description: 'A date-time string at UTC, such as 2019-12-03T09:54:33Z, compliant with the date-time format.',
  parseValue: toDate,
  serialize: (value) => (value instanceof Date ? value.toISOString() : null),
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING) throw new GraphQLError('Please enter a valid date');
    return toDate(ast.value);
  },
});
