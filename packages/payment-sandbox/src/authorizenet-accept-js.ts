/** The embedded Authorize.net sandbox's copy of Accept.js, served beside its API. */

/**
 * The browser script: Accept.dispatchData(secureData, responseHandler) with the real script's
 * client-side checks, posting to the sandbox API beside it (found from the script's own src).
 * Plain ES2017 with no dependencies and no eval, so the app's CSP (script-src 'self') allows it.
 */
export const ACCEPT_JS = String.raw`/* Kingside embedded Authorize.net sandbox: Accept.js look-alike. Test cards only. */
(function () {
  'use strict';
  var script = document.currentScript;
  var base = script && script.src ? script.src : window.location.href;
  var endpoint = new URL('../xml/v1/request.api', base).href;
  var TEXTS = {
    E_WC_05: 'Please provide valid credit card number.',
    E_WC_06: 'Please provide valid expiration month.',
    E_WC_07: 'Please provide valid expiration year.',
    E_WC_08: 'Please provide valid expiration date.',
    E_WC_10: 'Please provide valid apiloginid.',
    E_WC_14: 'Accept.js encryption failed.',
    E_WC_15: 'Please provide valid CVV.',
    E_WC_16: 'Please provide valid Zip code.',
    E_WC_17: 'Please provide valid card holder name.',
    E_WC_18: 'Client Key is required.'
  };

  function failure(codes) {
    return {
      messages: {
        resultCode: 'Error',
        message: codes.map(function (code) { return { code: code, text: TEXTS[code] }; })
      }
    };
  }

  function text(value) {
    return value === undefined || value === null ? '' : String(value).trim();
  }

  function luhn(digits) {
    var sum = 0;
    for (var i = 0; i < digits.length; i++) {
      var d = Number(digits.charAt(digits.length - 1 - i));
      if (i % 2 === 1) { d *= 2; if (d > 9) d -= 9; }
      sum += d;
    }
    return sum % 10 === 0;
  }

  function read(secureData) {
    var auth = (secureData && secureData.authData) || {};
    var card = (secureData && secureData.cardData) || {};
    var month = text(card.month);
    var year = text(card.year);
    return {
      apiLoginID: text(auth.apiLoginID),
      clientKey: text(auth.clientKey),
      cardNumber: text(card.cardNumber).replace(/[\s-]/g, ''),
      month: month.length === 1 ? '0' + month : month,
      year: year.length === 2 ? '20' + year : year,
      cardCode: text(card.cardCode),
      zip: text(card.zip),
      fullName: text(card.fullName)
    };
  }

  function validate(c) {
    var codes = [];
    if (!c.apiLoginID) codes.push('E_WC_10');
    if (!c.clientKey) codes.push('E_WC_18');
    if (!/^\d{13,16}$/.test(c.cardNumber) || !luhn(c.cardNumber)) codes.push('E_WC_05');
    var monthOk = /^(0[1-9]|1[0-2])$/.test(c.month);
    var yearOk = /^20\d{2}$/.test(c.year);
    if (!monthOk) codes.push('E_WC_06');
    if (!yearOk) codes.push('E_WC_07');
    if (monthOk && yearOk) {
      var now = new Date();
      var expires = Number(c.year) * 12 + Number(c.month);
      if (expires < now.getFullYear() * 12 + now.getMonth() + 1) codes.push('E_WC_08');
    }
    if (c.cardCode && !/^\d{3,4}$/.test(c.cardCode)) codes.push('E_WC_15');
    if (c.zip.length > 20) codes.push('E_WC_16');
    if (c.fullName.length > 64) codes.push('E_WC_17');
    return codes;
  }

  function requestId() {
    return Date.now().toString(16) + '-' + Math.random().toString(16).slice(2, 14);
  }

  function containerRequest(c) {
    var token = { cardNumber: c.cardNumber, expirationDate: c.month + c.year.slice(2) };
    if (c.cardCode) token.cardCode = c.cardCode;
    if (c.zip) token.zip = c.zip;
    if (c.fullName) token.fullName = c.fullName;
    return {
      securePaymentContainerRequest: {
        merchantAuthentication: { name: c.apiLoginID, clientKey: c.clientKey },
        data: { type: 'TOKEN', id: requestId(), token: token }
      }
    };
  }

  function dispatchData(secureData, responseHandler) {
    if (typeof responseHandler !== 'function') {
      throw new TypeError('Accept.dispatchData needs a response handler function.');
    }
    var card = read(secureData);
    var codes = validate(card);
    if (codes.length) {
      setTimeout(function () { responseHandler(failure(codes)); }, 0);
      return;
    }
    fetch(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(containerRequest(card)),
      credentials: 'omit'
    })
      .then(function (response) {
        if (!response.ok) throw new Error('HTTP ' + response.status);
        return response.text();
      })
      .then(function (body) { return JSON.parse(body.replace(/^\uFEFF/, '')); })
      .then(
        function (answer) { responseHandler(answer); },
        function () { responseHandler(failure(['E_WC_14'])); }
      );
  }

  window.Accept = { dispatchData: dispatchData };
})();
`;
