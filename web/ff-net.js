// Five Fronts' online transport: PeerJS data channels (npm peerjs, copied beside this file) between
// a host's page and its guests' pages, carrying the protocol's JSON text (docs/protocol.md). The
// page's wasm calls these functions by name and polls for what happened; nothing here reads the
// messages. Loaded only when a game online starts, with peerjs.min.js.
'use strict';
(function () {
  var net = {
    peer: null,      // the Peer, once asked for
    conns: {},       // number -> DataConnection
    next: 1,
    events: [],      // what happened since the last poll: {k, c, id, text}
    received: [],    // every message received, for the tests' leak check
    sent: 0,
    state: 'off',    // off, loading, connecting, ready, failed
  };

  // "http://127.0.0.1:9000/ff" -> PeerJS server options; "" -> the library's public server.
  function serverOptions(signal) {
    if (!signal) return {};
    var u = new URL(signal);
    var secure = u.protocol === 'https:' || u.protocol === 'wss:';
    return { host: u.hostname, port: Number(u.port) || (secure ? 443 : 80), path: u.pathname || '/', secure: secure };
  }

  function push(e) { net.events.push(e); }

  // Registers a connection under number `c` (a new one if not given) and reports what it does.
  function adopt(conn, c) {
    if (!c) c = net.next++;
    net.conns[c] = conn;
    conn.on('open', function () { push({ k: 'open', c: c, id: conn.peer }); });
    conn.on('data', function (d) {
      var text = typeof d === 'string' ? d : String(d);
      net.received.push(text);
      push({ k: 'data', c: c, text: text });
    });
    conn.on('close', function () { push({ k: 'close', c: c }); });
    conn.on('error', function (e) { push({ k: 'error', c: c, text: String(e && e.message || e) }); });
    return c;
  }

  function withPeerJS(then) {
    if (window.Peer) return then();
    var s = document.createElement('script');
    s.src = 'peerjs.min.js';
    s.onload = then;
    s.onerror = function () { net.state = 'failed'; push({ k: 'failed', text: 'the online library (peerjs.min.js) did not load' }); };
    document.head.appendChild(s);
  }

  // Opens this page's peer: `id` the host's chosen id, or '' for one the server gives (a guest).
  net.start = function (id, signal) {
    net.stop();
    net.state = 'loading';
    withPeerJS(function () {
      var options;
      try { options = serverOptions(signal); } catch (e) {
        net.state = 'failed'; push({ k: 'failed', text: 'the signalling server address is not a URL: ' + signal }); return;
      }
      options.debug = 0;
      net.state = 'connecting';
      var peer = id ? new window.Peer(id, options) : new window.Peer(options);
      net.peer = peer;
      peer.on('open', function (mine) { net.state = 'ready'; push({ k: 'ready', id: mine }); });
      peer.on('connection', function (conn) { push({ k: 'incoming', c: adopt(conn), id: conn.peer }); });
      peer.on('disconnected', function () { push({ k: 'broker', text: 'lost the signalling server' }); });
      peer.on('error', function (e) { push({ k: 'error', c: 0, text: String(e && (e.type || e.message) || e) }); });
    });
  };
  net.connect = function (hostId) {
    if (!net.peer) return 0;
    return adopt(net.peer.connect(hostId, { reliable: true, serialization: 'raw' }));
  };
  net.send = function (c, text) {
    var conn = net.conns[c];
    if (!conn || !conn.open) return 0;
    conn.send(text);
    net.sent++;
    return 1;
  };
  net.close = function (c) {
    var conn = net.conns[c];
    delete net.conns[c];
    if (conn) conn.close();
  };
  // ---- Without a server: the offer and the answer travel as text the players copy and paste.
  // A plain RTCPeerConnection (no STUN: the pages must reach each other directly, as on one local
  // network), its ICE candidates gathered into the text before it is shown.
  function gathered(pc) {
    return new Promise(function (done) {
      if (pc.iceGatheringState === 'complete') return done();
      pc.addEventListener('icegatheringstatechange', function () { if (pc.iceGatheringState === 'complete') done(); });
      setTimeout(done, 5000);
    });
  }
  // A data channel dressed as a PeerJS connection, for adopt().
  function channelConn(channel, pc) {
    var handlers = {};
    var conn = {
      peer: 'code', open: false,
      on: function (name, fn) { handlers[name] = fn; },
      send: function (t) { channel.send(t); },
      close: function () { channel.close(); pc.close(); },
    };
    channel.onopen = function () { conn.open = true; if (handlers.open) handlers.open(); };
    channel.onmessage = function (e) { if (handlers.data) handlers.data(e.data); };
    channel.onclose = function () { conn.open = false; if (handlers.close) handlers.close(); };
    channel.onerror = function (e) { if (handlers.error) handlers.error(e.error || 'the data channel failed'); };
    return conn;
  }
  function encode(obj) { return 'FFC1' + btoa(JSON.stringify(obj)); }
  function decode(text) {
    var t = String(text).replace(/\s+/g, '');
    if (t.slice(0, 4) !== 'FFC1') throw new Error('not a connection code (it starts with FFC1)');
    return JSON.parse(atob(t.slice(4)));
  }
  function fail(c, e) { push({ k: 'codefail', c: c, text: String(e && e.message || e) }); }

  // The host's side: a connection waiting for its friend's answer; {k:'offer', c, text} follows.
  // `extra` travels in the code (the seat and its token).
  net.offer = function (extra) {
    var pc = new RTCPeerConnection({ iceServers: [] });
    var c = adopt(channelConn(pc.createDataChannel('ff'), pc));
    net.conns[c].pc = pc;
    pc.createOffer().then(function (o) { return pc.setLocalDescription(o); }).then(function () { return gathered(pc); })
      .then(function () { push({ k: 'offer', c: c, text: encode({ sdp: pc.localDescription.sdp, extra: extra }) }); })
      .catch(function (e) { fail(c, e); });
    return c;
  };
  // The guest's side: answers a host's code; {k:'answer', c, text, id: the code's extra} follows,
  // then 'open' once the host pasted the answer.
  net.answer = function (code) {
    var offer;
    try { offer = decode(code); } catch (e) { fail(0, e); return 0; }
    var pc = new RTCPeerConnection({ iceServers: [] });
    var c = net.next++;
    pc.ondatachannel = function (e) {
      var conn = channelConn(e.channel, pc);
      adopt(conn, c);
      if (e.channel.readyState === 'open') { conn.open = true; push({ k: 'open', c: c, id: 'code' }); }
    };
    pc.setRemoteDescription({ type: 'offer', sdp: offer.sdp }).then(function () { return pc.createAnswer(); })
      .then(function (a) { return pc.setLocalDescription(a); }).then(function () { return gathered(pc); })
      .then(function () { push({ k: 'answer', c: c, id: String(offer.extra || ''), text: encode({ sdp: pc.localDescription.sdp }) }); })
      .catch(function (e) { fail(c, e); });
    return c;
  };
  // The host pastes its friend's answer into connection c.
  net.accept = function (c, code) {
    var conn = net.conns[c];
    if (!conn || !conn.pc) return fail(c, 'no such invitation');
    var answer;
    try { answer = decode(code); } catch (e) { return fail(c, e); }
    conn.pc.setRemoteDescription({ type: 'answer', sdp: answer.sdp }).catch(function (e) { fail(c, e); });
  };

  net.reconnectBroker = function () { if (net.peer && net.peer.disconnected && !net.peer.destroyed) net.peer.reconnect(); };
  // Ends the PeerJS peer and its connections; connections made with codes stay.
  net.stop = function () {
    if (net.peer) net.peer.destroy();
    net.peer = null; net.state = 'off';
    for (var c in net.conns) if (net.conns[c].peer !== 'code') delete net.conns[c];
  };
  net.poll = function () {
    var out = JSON.stringify(net.events);
    net.events = [];
    return out;
  };
  window.ffNet = net;
})();
