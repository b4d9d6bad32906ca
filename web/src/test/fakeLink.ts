import { ApolloLink } from '@apollo/client';
import { Observable } from 'rxjs';

export interface FakeGraphQLError {
  message: string;
  extensions?: Record<string, unknown>;
}
export type FakeResponse = { data?: Record<string, unknown> | null; errors?: FakeGraphQLError[] } | Error;
export type FakeResolver = (variables: Record<string, unknown>) => FakeResponse | Promise<FakeResponse>;

export interface FakeCall {
  operationName: string;
  variables: Record<string, unknown>;
  headers: Record<string, string>;
}

/**
 * A terminating link that answers operations by name, so tests run the app's real link chain
 * (error policy, auth header) against canned server responses. An Error answer is a network
 * failure; an unknown operation fails the test loudly.
 */
export function fakeLink(resolvers: Record<string, FakeResolver>): { link: ApolloLink; calls: FakeCall[] } {
  const calls: FakeCall[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable<ApolloLink.Result>((observer) => {
        const { operationName = '' } = operation;
        const context = operation.getContext() as { headers?: Record<string, string> };
        calls.push({ operationName, variables: operation.variables, headers: context.headers ?? {} });
        const resolver = resolvers[operationName];
        Promise.resolve(resolver ? resolver(operation.variables) : new Error(`No fake response for ${operationName}`))
          .then((response) => {
            if (response instanceof Error) observer.error(response);
            else {
              observer.next(response as ApolloLink.Result);
              observer.complete();
            }
          })
          .catch((error: unknown) => observer.error(error));
      }),
  );
  return { link, calls };
}

export function graphQLError(message: string, code?: string): { errors: FakeGraphQLError[]; data: null } {
  return { data: null, errors: [{ message, extensions: code ? { code } : {} }] };
}
