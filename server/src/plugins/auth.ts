/**
 * Who is calling: admin tokens (e-mail sign-in) and traveller tokens (mobile sign-in), both JWTs
 * signed with JWT_SECRET. Roles are enforced here, on the server: 401 without a valid token,
 * 403 with a token of the wrong role, and a token whose account is gone or disabled is refused.
 */
import fastifyJwt from '@fastify/jwt';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type Admin, messages, type User } from '../domain/index.ts';
import { forbidden, unauthorized } from '../errors.ts';
import { findAdmin } from '../repositories/admins.ts';
import { findUser } from '../repositories/users.ts';

export interface TokenPayload {
  sub: string;
  role: 'admin' | 'user';
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenPayload;
    user: TokenPayload;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    requireAdmin: (request: FastifyRequest) => Promise<void>;
    requireTraveller: (request: FastifyRequest) => Promise<void>;
    signAdminToken: (admin: Admin) => string;
    signTravellerToken: (user: User) => string;
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
    return payload;
  } catch {
    throw unauthorized(messages.invalidToken);
  }
}

export default fp(
  async function authPlugin(app: FastifyInstance, options: { secret: string; adminTokenTtl: string; travellerTokenTtl: string }) {
    await app.register(fastifyJwt, { secret: options.secret, sign: { algorithm: 'HS256' }, verify: { algorithms: ['HS256'] } });
    app.decorateRequest('admin', null);
    app.decorateRequest('traveller', null);

    app.decorate('signAdminToken', (admin: Admin) =>
      app.jwt.sign({ sub: admin.id, role: 'admin' }, { expiresIn: options.adminTokenTtl }),
    );
    app.decorate('signTravellerToken', (user: User) =>
      app.jwt.sign({ sub: user.id, role: 'user' }, { expiresIn: options.travellerTokenTtl }),
    );

    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      const payload = await verifiedPayload(request);
      if (payload.role !== 'admin') throw forbidden();
      const admin = await findAdmin(app.db, payload.sub);
      if (!admin) throw unauthorized(messages.invalidToken);
      request.admin = admin;
    });

    app.decorate('requireTraveller', async (request: FastifyRequest) => {
      const payload = await verifiedPayload(request);
      if (payload.role !== 'user') throw forbidden();
      const user = await findUser(app.db, payload.sub);
      if (!user || !user.isActive) throw unauthorized(messages.invalidToken);
      request.traveller = user;
    });
  },
  { name: 'auth', dependencies: ['database'] },
);
