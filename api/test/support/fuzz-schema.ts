import type { TestApp } from '../test-app';

// Reads the mutations' argument and input types by introspection, so a field added to an input
// is fuzzed without touching the test.

export interface TypeRef {
  kind: string;
  name: string | null;
  ofType: TypeRef | null;
}

interface InputValue {
  name: string;
  type: TypeRef;
}

interface IntrospectedType {
  name: string;
  kind: string;
  inputFields: InputValue[] | null;
  fields: { name: string; args: InputValue[] }[] | null;
}

const TYPE_REF = 'kind name ofType { kind name ofType { kind name ofType { kind name ofType { kind name } } } }';
const INTROSPECTION = `{ __schema { types { name kind
  inputFields { name type { ${TYPE_REF} } }
  fields { name args { name type { ${TYPE_REF} } } } } } }`;

/** A leaf a form can fill: its path in the variables, its scalar or enum type. */
export interface Leaf {
  path: (string | number)[];
  name: string;
  kind: 'SCALAR' | 'ENUM';
  type: string;
}

export class FuzzSchema {
  private constructor(private readonly types: Map<string, IntrospectedType>) {}

  static async load(t: TestApp): Promise<FuzzSchema> {
    const r = await t.gql<{ __schema: { types: IntrospectedType[] } }>(INTROSPECTION);
    return new FuzzSchema(new Map(r.data!.__schema.types.map((type) => [type.name, type])));
  }

  args(mutation: string): InputValue[] {
    const field = this.types.get('Mutation')!.fields!.find((f) => f.name === mutation);
    if (!field) throw new Error(`no mutation ${mutation}`);
    return field.args;
  }

  /** `mutation($a: T!) { m(a: $a) { __typename } }` with every argument the mutation takes. */
  document(mutation: string): string {
    const args = this.args(mutation);
    const declared = args.map((a) => `$${a.name}: ${typeString(a.type)}`).join(', ');
    const passed = args.map((a) => `${a.name}: $${a.name}`).join(', ');
    return `mutation${declared ? `(${declared})` : ''} { ${mutation}${passed ? `(${passed})` : ''} { __typename } }`;
  }

  /** Every scalar and enum leaf under the mutation's arguments; list items as in `base`. */
  leaves(mutation: string, base: Record<string, unknown>): Leaf[] {
    const out: Leaf[] = [];
    for (const arg of this.args(mutation)) this.walk(arg.type, [arg.name], arg.name, base[arg.name], out, 0);
    return out;
  }

  private walk(ref: TypeRef, path: (string | number)[], name: string, value: unknown, out: Leaf[], depth: number): void {
    const named = unwrap(ref);
    if (isList(ref)) {
      // Items exist only where the base has them: vary the first one.
      if (Array.isArray(value) && value.length > 0) this.walk(named.ref, [...path, 0], name, value[0], out, depth);
      return;
    }
    if (named.kind === 'SCALAR' || named.kind === 'ENUM') {
      out.push({ path, name, kind: named.kind, type: named.name });
      return;
    }
    if (named.kind !== 'INPUT_OBJECT' || depth > 3) return;
    const fields = this.types.get(named.name)!.inputFields ?? [];
    const object = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
    for (const f of fields) this.walk(f.type, [...path, f.name], f.name, object[f.name], out, depth + 1);
  }
}

function typeString(ref: TypeRef): string {
  if (ref.kind === 'NON_NULL') return `${typeString(ref.ofType!)}!`;
  if (ref.kind === 'LIST') return `[${typeString(ref.ofType!)}]`;
  return ref.name!;
}

function isList(ref: TypeRef): boolean {
  const inner = ref.kind === 'NON_NULL' ? ref.ofType! : ref;
  return inner.kind === 'LIST';
}

/** The named type under NON_NULL and LIST wrappers, and the item type of a list. */
function unwrap(ref: TypeRef): { kind: string; name: string; ref: TypeRef } {
  let r = ref;
  let item: TypeRef | null = null;
  while (r.kind === 'NON_NULL' || r.kind === 'LIST') {
    if (r.kind === 'LIST' && !item) item = r.ofType!;
    r = r.ofType!;
  }
  return { kind: r.kind, name: r.name!, ref: item ?? r };
}

/** A deep copy of `base` with `value` at `path`, creating the objects on the way. */
export function withValue(base: Record<string, unknown>, path: (string | number)[], value: unknown): Record<string, unknown> {
  const copy = structuredClone(base);
  let node: Record<string | number, unknown> = copy;
  for (const key of path.slice(0, -1)) {
    if (node[key] === null || node[key] === undefined || typeof node[key] !== 'object') node[key] = {};
    node = node[key] as Record<string | number, unknown>;
  }
  node[path[path.length - 1]] = value;
  return copy;
}
