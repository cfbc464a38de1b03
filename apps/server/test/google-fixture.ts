import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';

/** A local stand-in for Google's JWKS endpoint, and a signer for ID tokens. */
export async function startGoogleFixture(clientId = 'test-client-id.apps.googleusercontent.com') {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const stranger = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  async function sign(
    claims: { sub: string; email: string; email_verified?: boolean; name?: string },
    options: { audience?: string; issuer?: string; expiresIn?: string | number; key?: CryptoKey } = {},
  ) {
    return new SignJWT({ email_verified: true, ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .setIssuer(options.issuer ?? 'https://accounts.google.com')
      .setAudience(options.audience ?? clientId)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 60)
      .setExpirationTime(options.expiresIn ?? '1h')
      .sign(options.key ?? privateKey);
  }

  return {
    clientId,
    jwksUrl: `http://127.0.0.1:${port}/certs`,
    sign,
    strangerKey: stranger.privateKey,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
