/**
 * The seat listener's routes (issue 23; the protocol is seat-protocol.ts, which re-exports these).
 * Apart from the protocol's zod schemas so the seat page, which needs only the socket's path,
 * does not carry the listener's validation code in its bundle.
 */
export const SEAT_LINK_PREFIX = '/s/';
export const SEAT_PAGE_PATH = '/';
export const SEAT_SOCKET_PATH = '/seat/socket';
