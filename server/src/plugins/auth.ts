/**
 * Who is calling: admin tokens (e-mail sign-in) and traveller tokens (mobile sign-in), both JWTs
 * signed with JWT_SECRET. Roles are enforced here, on the server: 401 without a valid token,
 * 403 with a token of the wrong role, and a token whose account is gone or disabled is refused,
 * as is one issued before the account's sessions were ended (logout, password change): every token
 * carries its account's token version, read with the account on each request.
 * Back-office accounts are staff: admins, and trip leaders, who sign in the same way but are 403 on
 * every admin call (requireAdmin, the one hook every /api/admin route runs) and use the leader calls.
 */
import fastifyJwt from '@fastify/jwt';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { resolveJwtSecret } from '../config.ts';
import { messages } from '../domain/index.ts';
import type { Admin, User } from '../entities/index.ts';
import { forbidden, unauthorized } from '../errors.ts';
import { findAdminSession, findTravellerSession, type Signed } from '../repositories/sessions.ts';
import { SignedInMarker } from '../services/accounts/signed-in-marker.ts';

export interface TokenPayload {
  sub: string;
  role: 'admin' | 'user';
  /** The account's token version when the token was issued; tokens from before versions count as 0. */
  ver?: number;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenPayload;
    user: TokenPayload;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** An active admin (role admin): 403 for a trip leader. */
    requireAdmin: (request: FastifyRequest) => Promise<void>;
    /** An active trip leader: 403 for an admin or a traveller. */
    requireLeader: (request: FastifyRequest) => Promise<void>;
    /** Any active staff member, admin or leader (sign-in check and sign-out). */
    requireStaff: (request: FastifyRequest) => Promise<void>;
    requireTraveller: (request: FastifyRequest) => Promise<void>;
    /** A token for the admin, carrying the token version read with the account (so a session end stops it). */
    signAdminToken: (admin: Signed<Admin>) => Promise<string>;
    signTravellerToken: (traveller: Signed<User>) => Promise<string>;
    /**
     * Sets the signed-in cookie (services/signed-in-marker.ts) for the session of `token`, a token this
     * server signed: beside every token issued, and again when a token is checked (GET verify).
     */
    markSignedIn: (reply: FastifyReply, token: string) => void;
    /** Clears the signed-in cookie (logout). */
    markSignedOut: (reply: FastifyReply) => void;
    /** Whether a Cookie header carries a valid signed-in marker: pages only, never the API. */
    isSignedIn: (cookieHeader: string | undefined) => boolean;
  }
  interface FastifyRequest {
    admin: Admin | null;
    traveller: User | null;
  }
}

async function verifiedPayload(request: FastifyRequest): Promise<TokenPayload> {
  const header = request.headers.authorization;
  if (!header || !/^Bearer\s+\S+/i.test(header)) throw unauthorized(messages.unauthorized);
  try {
    const payload = await request.jwtVerify<TokenPayload>();
    if (typeof payload?.sub !== 'string' || (payload.role !== 'admin' && payload.role !== 'user')) throw new Error('bad claims');
    if (payload.ver !== undefined && !Number.isInteger(payload.ver)) throw new Error('bad claims');
    return payload;
  } catch {
    throw unauthorized(messages.invalidToken);
  }
}

/** The token of a request's `Authorization: Bearer` header (checked by the require hooks), or null. */
export function bearerTokenOf(request: FastifyRequest): string | null {
  return /^Bearer\s+(\S+)/i.exec(request.headers.authorization ?? '')?.[1] ?? null;
}

/** A route's onSend hook that clears the signed-in cookie on every answer, errors included (logout). */
export const clearSignedInCookie =
  (app: FastifyInstance) =>
  async (_request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> => {
    app.markSignedOut(reply);
    return payload;
  };

/** The traveller requireTraveller let through; on a route without that hook there is none: 401. */
export function travellerOf(request: FastifyRequest): User {
  if (!request.traveller) throw unauthorized(messages.unauthorized);
  return request.traveller;
}

/** The admin requireAdmin let through; on a route without that hook there is none: 401. */
export function adminOf(request: FastifyRequest): Admin {
  if (!request.admin) throw unauthorized(messages.unauthorized);
  return request.admin;
}

export default fp(
  async function authPlugin(app: FastifyInstance) {
    const { ADMIN_TOKEN_TTL: adminTokenTtl, TRAVELLER_TOKEN_TTL: travellerTokenTtl } = app.config;
    const secret = resolveJwtSecret(app.config);
    await app.register(fastifyJwt, {
      secret,
      sign: { algorithm: 'HS256' },
      verify: { algorithms: ['HS256'] },
    });
    app.decorateRequest('admin', null);
    app.decorateRequest('traveller', null);

    app.decorate('signAdminToken', async ({ account, tokenVersion }: Signed<Admin>) =>
      app.jwt.sign({ sub: account.id, role: 'admin', ver: tokenVersion }, { expiresIn: adminTokenTtl }),
    );
    app.decorate('signTravellerToken', async ({ account, tokenVersion }: Signed<User>) =>
      app.jwt.sign({ sub: account.id, role: 'user', ver: tokenVersion }, { expiresIn: travellerTokenTtl }),
    );

    // The marker expires with its token, so it reads the clock the tokens' `exp` is checked against (the real one).
    const marker = new SignedInMarker(secret, { secure: app.config.isProduction });
    app.decorate('markSignedIn', (reply: FastifyReply, token: string) => {
      const { role, exp } = app.jwt.decode<TokenPayload & { exp: number }>(token) ?? {};
      if ((role !== 'admin' && role !== 'user') || typeof exp !== 'number')
        throw new Error('markSignedIn needs a token this server signed');
      reply.header('set-cookie', marker.setCookie(role, exp, Date.now()));
    });
    app.decorate('markSignedOut', (reply: FastifyReply) => {
      reply.header('set-cookie', marker.clearCookie());
    });
    app.decorate('isSignedIn', (cookieHeader: string | undefined) => marker.isSignedIn(cookieHeader, Date.now()));

    const isCurrent = (payload: TokenPayload, session: { tokenVersion: number }) => (payload.ver ?? 0) === session.tokenVersion;

    // Staff tokens carry role 'admin' (a back-office account); what the member may do is the role read with
    // the account on each request, so a change of role or a disabling takes effect at once.
    const requireStaff = async (request: FastifyRequest): Promise<Admin> => {
      const payload = await verifiedPayload(request);
      if (payload.role !== 'admin') throw forbidden();
      const session = await findAdminSession(app.db, payload.sub);
      if (!session || session.account.status !== 'active' || !isCurrent(payload, session)) throw unauthorized(messages.invalidToken);
      request.admin = session.account;
      return session.account;
    };
    app.decorate('requireStaff', async (request: FastifyRequest) => {
      await requireStaff(request);
    });
    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      if ((await requireStaff(request)).role !== 'admin') throw forbidden();
    });
    app.decorate('requireLeader', async (request: FastifyRequest) => {
      if ((await requireStaff(request)).role !== 'leader') throw forbidden();
    });

    app.decorate('requireTraveller', async (request: FastifyRequest) => {
      const payload = await verifiedPayload(request);
      if (payload.role !== 'user') throw forbidden();
      const session = await findTravellerSession(app.db, payload.sub);
      if (!session || !session.account.isActive || !isCurrent(payload, session)) throw unauthorized(messages.invalidToken);
      request.traveller = session.account;
    });
  },
  { name: 'auth', dependencies: ['config', 'database'] },
);
