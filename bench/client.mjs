// The bench's HTTP client of the API under test: GraphQL and the Sandbox's card tokens.
export function apiClient(baseUrl) {
  async function gql(query, variables = {}, token) {
    const res = await fetch(`${baseUrl}/api/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    const body = await res.json();
    if (body.errors?.length) throw new Error(body.errors.map((e) => e.message).join('; '));
    return body.data;
  }

  async function login(email, password = 'Demo1234!') {
    const data = await gql('mutation($input: CreateSessionInput!) { createSession(input: $input) { token } }', { input: { email, password } });
    return data.createSession.token;
  }

  /** A single-use Sandbox token for a card, as the pay page gets one. */
  async function cardToken(cardNumber = '4242424242424242') {
    const res = await fetch(`${baseUrl}/sandbox/tokens`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ cardNumber, expMonth: 12, expYear: new Date().getFullYear() + 3, cvc: '123', name: 'Bench Payer' }),
    });
    const body = await res.json();
    if (!res.ok) throw new Error(`sandbox token: ${JSON.stringify(body)}`);
    return body.token;
  }

  return { gql, login, cardToken };
}
