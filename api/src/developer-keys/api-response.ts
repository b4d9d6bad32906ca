/** The slice of Express's response the REST routes write themselves (status, type, headers, bytes). */
export interface ApiResponse {
  status: (code: number) => ApiResponse;
  type: (type: string) => ApiResponse;
  setHeader: (name: string, value: string) => void;
  getHeader: (name: string) => unknown;
  send: (body: string) => void;
}
