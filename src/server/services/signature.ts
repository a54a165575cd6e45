import { createPublicKey, verify } from 'node:crypto';

/**
 * SPEC 2.1/7: a node with use_signature_verify accepts preloaded `responses` only with a `signature` made by the
 * provider's private key. The signature is base64 (or base64url) over the exact `responses` text; RSA keys verify
 * with SHA-256 PKCS#1 v1.5, Ed25519 keys with Ed25519. A malformed key or signature is simply not valid.
 */
function verifySignature(publicKeyPem: string, data: string, signature: string): boolean {
  try {
    const key = createPublicKey(publicKeyPem);
    const bytes = Buffer.from(signature.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
    if (bytes.length === 0) return false;
    const algorithm = key.asymmetricKeyType === 'ed25519' || key.asymmetricKeyType === 'ed448' ? null : 'sha256';
    return verify(algorithm, Buffer.from(data, 'utf8'), key, bytes);
  } catch {
    return false;
  }
}

/** A node's signature check (use_signature_verify): its public key verifies `signature` over the `responses` text. */
export function signatureHolds(node: { public_key?: string | null }, responses: string | undefined, signature: string | undefined): boolean {
  return Boolean(node.public_key && signature && responses !== undefined && verifySignature(node.public_key, responses, signature));
}
