/*
 * Roast's payment sandbox: the same API as Razorpay's checkout.js (new Razorpay(options),
 * .open(), options.handler, .on('payment.failed'), options.modal.ondismiss, callback_url), so the
 * store's checkout code is the one that runs with Razorpay. A person (or a test) presses
 * 'Pay now' or 'Fail payment'; after a failure, as with Razorpay, the widget stays open for another
 * try or 'Cancel'. No money moves.
 */
(function () {
  'use strict';

  function formatAmount(paise) {
    return (
      '₹' +
      (paise / 100).toLocaleString('en-IN', {
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      })
    );
  }

  function post(url, body) {
    return fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    }).then(function (response) {
      return response.json().then(function (json) {
        if (!response.ok) throw new Error(json.message || 'The sandbox did not answer.');
        return json;
      });
    });
  }

  function submitForm(url, fields) {
    var form = document.createElement('form');
    form.method = 'POST';
    form.action = url;
    Object.keys(fields).forEach(function (name) {
      var input = document.createElement('input');
      input.type = 'hidden';
      input.name = name;
      input.value = fields[name];
      form.appendChild(input);
    });
    document.body.appendChild(form);
    form.submit();
  }

  function el(tag, styles, text) {
    var node = document.createElement(tag);
    Object.assign(node.style, styles || {});
    if (text) node.textContent = text;
    return node;
  }

  function Razorpay(options) {
    if (!(this instanceof Razorpay)) return new Razorpay(options);
    if (!options || !options.key || !options.order_id) throw new Error('Razorpay needs a key and an order_id');
    this.options = options;
    this.listeners = {};
  }

  Razorpay.prototype.on = function (event, listener) {
    (this.listeners[event] = this.listeners[event] || []).push(listener);
  };

  Razorpay.prototype.emit = function (event, payload) {
    (this.listeners[event] || []).forEach(function (listener) {
      listener(payload);
    });
  };

  Razorpay.prototype.close = function () {
    if (this.overlay) this.overlay.remove();
    this.overlay = null;
    if (this.lastFocus && this.lastFocus.focus) this.lastFocus.focus();
  };

  Razorpay.prototype.open = function () {
    var self = this;
    var options = this.options;
    var colour = (options.theme && options.theme.color) || '#9A5B1E';
    this.lastFocus = document.activeElement;

    var overlay = el('div', {
      position: 'fixed',
      inset: '0',
      zIndex: '2147483000',
      display: 'grid',
      placeItems: 'center',
      padding: '16px',
      background: 'rgba(43, 26, 18, 0.6)',
      fontFamily: 'system-ui, sans-serif',
    });
    var panel = el('div', {
      width: 'min(100%, 380px)',
      borderRadius: '12px',
      background: '#fff',
      color: '#2B1A12',
      boxShadow: '0 20px 60px rgba(0,0,0,0.35)',
      overflow: 'hidden',
    });
    panel.setAttribute('role', 'dialog');
    panel.setAttribute('aria-modal', 'true');
    panel.setAttribute('aria-label', 'Sandbox payment');

    var head = el('div', { padding: '16px 20px', background: colour, color: '#fff' });
    head.appendChild(el('div', { fontSize: '13px', opacity: '0.9' }, 'Payment sandbox · no money moves'));
    head.appendChild(el('div', { fontSize: '20px', fontWeight: '700', marginTop: '4px' }, options.name || 'Roast'));
    if (options.description) head.appendChild(el('div', { fontSize: '14px', marginTop: '2px' }, options.description));

    var body = el('div', { padding: '20px' });
    var amount = el('p', { margin: '0 0 4px', fontSize: '28px', fontWeight: '800' }, formatAmount(options.amount));
    amount.setAttribute('data-testid', 'sandbox-amount');
    body.appendChild(amount);
    body.appendChild(el('p', { margin: '0 0 16px', color: '#5E5A57', fontSize: '14px' }, (options.currency || 'INR') + ' · order ' + options.order_id));
    var prefill = options.prefill || {};
    if (prefill.name || prefill.email || prefill.contact) {
      body.appendChild(
        el(
          'p',
          { margin: '0 0 16px', fontSize: '14px' },
          [prefill.name, prefill.email, prefill.contact].filter(Boolean).join(' · '),
        ),
      );
    }
    var message = el('p', { margin: '0 0 12px', color: '#A23B4A', fontSize: '14px', minHeight: '1em' });
    message.setAttribute('role', 'alert');
    body.appendChild(message);

    function button(label, primary) {
      var b = el(
        'button',
        {
          display: 'block',
          width: '100%',
          minHeight: '44px',
          marginTop: '8px',
          border: primary ? '0' : '2px solid #A23B4A',
          borderRadius: '999px',
          background: primary ? colour : '#fff',
          color: primary ? '#fff' : '#A23B4A',
          fontSize: '16px',
          fontWeight: '700',
          cursor: 'pointer',
        },
        label,
      );
      b.type = 'button';
      return b;
    }
    var pay = button('Pay now', true);
    var fail = button('Fail payment', false);
    var close = el('button', { marginTop: '12px', border: '0', background: 'none', color: '#5E5A57', textDecoration: 'underline', cursor: 'pointer', minHeight: '44px', width: '100%' }, 'Cancel');
    close.type = 'button';
    body.appendChild(pay);
    body.appendChild(fail);
    body.appendChild(close);
    panel.appendChild(head);
    panel.appendChild(body);
    overlay.appendChild(panel);
    document.body.appendChild(overlay);
    this.overlay = overlay;
    pay.focus();

    function busy(on) {
      pay.disabled = on;
      fail.disabled = on;
      pay.textContent = on ? 'Paying…' : 'Pay now';
    }

    pay.addEventListener('click', function () {
      busy(true);
      post('/api/payments/sandbox/pay', { order_id: options.order_id }).then(
        function (payment) {
          self.close();
          if (options.callback_url && options.redirect) submitForm(options.callback_url, payment);
          else if (typeof options.handler === 'function') options.handler(payment);
        },
        function (error) {
          busy(false);
          message.textContent = error.message;
        },
      );
    });
    fail.addEventListener('click', function () {
      busy(true);
      post('/api/payments/sandbox/fail', { order_id: options.order_id }).then(
        function (failure) {
          // As Razorpay's widget does: it stays open, says so, and the person may try again or cancel.
          busy(false);
          message.textContent = 'Payment failed. You can try again, or cancel.';
          self.emit('payment.failed', failure);
        },
        function (error) {
          busy(false);
          message.textContent = error.message;
        },
      );
    });
    close.addEventListener('click', function () {
      self.close();
      if (options.modal && typeof options.modal.ondismiss === 'function') options.modal.ondismiss();
    });
  };

  window.Razorpay = Razorpay;
})();
