// reCAPTCHA v3 stand-in, served by the mock server at /__mock/recaptcha/api.js. Same surface as
// Google's script: grecaptcha.ready(callback) and grecaptcha.execute(siteKey, { action }), which
// resolves to a token the mock's contact endpoint accepts once, for that action, for 2 minutes.
(() => {
  // The token endpoint sits next to this script, wherever the page loaded it from.
  const script = document.currentScript;
  const tokenUrl = new URL('/__mock/recaptcha/token', script ? script.src : window.location.href);

  const ready = (callback) => {
    if (typeof callback === 'function') Promise.resolve().then(callback);
  };

  const execute = async (_siteKey, options) => {
    const action = options && typeof options.action === 'string' ? options.action : '';
    const response = await fetch(tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ action }),
    });
    const body = await response.json().catch(() => null);
    if (!response.ok || !body || typeof body.token !== 'string') {
      const reason = body && typeof body.message === 'string' ? body.message : response.status;
      throw new Error(`reCAPTCHA stand-in: no token (${reason})`);
    }
    return body.token;
  };

  // Pages may queue callbacks before the script loads, as Google documents for its own.
  const queued = window.___grecaptcha_cfg?.fns ?? [];
  window.grecaptcha = { ready, execute };
  for (const callback of queued) ready(callback);
})();
