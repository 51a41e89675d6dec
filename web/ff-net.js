// Five Fronts' online transport: WebRTC data channels between a host's page and its guests' pages,
// carrying the protocol's JSON text (docs/protocol.md). The page's wasm calls these functions by
// name and polls for what happened; nothing here reads the game's messages. Loaded only when a game
// online starts.
//
// The pages meet through a PeerJS signalling server (npm `peer`, or the public one at 0.peerjs.com):
// this file speaks that server's protocol itself (as the PeerJS 1.5.5 client library does, for data
// connections only), and on top of the connections adds (docs/protocol.md, "Transport"): a heartbeat
// on every open connection (a data channel's close event can come minutes late, or never, after a
// network drop), the route a connection took (direct or through a relay), a deadline on connections
// that never open (with the likely reason), and, on the host's side, a limit on what a guest may send.
'use strict';
(function () {
  var PING = '{"v":4,"type":"ping"}';  // the heartbeat, sent every second and swallowed on arrival
  var TICK_MS = 1000;
  var SILENT_MS = 4000;        // a connection silent this long is reported ("silent"), then "heard"
  var SILENCE_CHECK_MS = 250;  // looked at this often, so "silent" comes within 4.25 s of the last word
  var OPEN_DEADLINE_MS = 10000;  // a connection not open by then is reported ("unreachable")
  var MAX_TEXT = 16384;        // a guest's message is at most 16 KiB (the host refuses longer unread)
  var MAX_RATE = 40;           // messages a second a guest may send; more are dropped and reported
  var MAX_EVENT = 1 << 20;     // a message the page reads is at most 1 MiB (a whole game's frame is ~70 KB)
  var BATCH_CHARS = 1 << 20;   // a poll hands the page at most about this much (and at least one event)
  var ROUTE_EVERY_MS = 5000;   // the route is looked at again (ICE may move to another path)
  var CLOSE_FLUSH_MS = 1000;   // a closed connection's pending messages have this long to go out

  var net = {
    peer: null,      // this page's peer at the signalling server, once asked for
    conns: {},       // number -> connection (signalled or made with codes)
    next: 1,
    events: [],      // what happened since the last poll: {k, c, id, text}
    // Every message received (heartbeats aside), kept only where a test asks for it before the page
    // loads (window.ffNetRecord = true): a player's page keeps none (a guest at its message limit
    // would fill gigabytes in an hour).
    received: [],
    sent: 0,
    state: 'off',    // off, connecting, ready, failed
    relay: 'public', // the relay the ICE servers name: 'own', 'none', or 'public' (PeerJS's defaults)
  };

  function now() { return Date.now(); }

  // "http://127.0.0.1:9000/ff" -> the signalling server's address; "" -> PeerJS's public server.
  function serverOptions(signal) {
    if (!signal) return { host: '0.peerjs.com', port: 443, path: '/', secure: true };
    var u = new URL(signal);
    var secure = u.protocol === 'https:' || u.protocol === 'wss:';
    var path = u.pathname || '/';
    if (path[path.length - 1] !== '/') path += '/';
    return { host: u.hostname, port: Number(u.port) || (secure ? 443 : 80), path: path, secure: secure };
  }

  function push(e) { net.events.push(e); }

  // The peer connection under a signalled connection or a code connection.
  function pcOf(conn) { return conn.peerConnection || conn.pc || null; }

  // Watches the connection's ICE: which kinds of local candidates it gathered (was a relay
  // reached?) and whether ICE failed, for the reason given when it does not open.
  function watchIce(conn, c) {
    var pc = pcOf(conn), f = conn.ff;
    if (!pc || f.watched) return;
    f.watched = true;
    pc.addEventListener('icecandidate', function (e) { if (e.candidate && e.candidate.type) f.gathered[e.candidate.type] = true; });
    pc.addEventListener('iceconnectionstatechange', function () {
      if (pc.iceConnectionState === 'failed' && !f.opened) unreachable(conn, c);
    });
  }

  // Why a connection did not open, as a key the page turns into a sentence: no relay configured,
  // the configured relay (or PeerJS's public one) gave no relay address, or no path at all.
  function unreachable(conn, c) {
    var f = conn.ff;
    if (f.told) return;
    f.told = true;
    var why = f.relay === 'none' ? 'no-relay' : !f.gathered.relay ? (f.relay === 'public' ? 'public-relay-silent' : 'relay-silent') : 'no-path';
    push({ k: 'unreachable', c: c, text: why });
  }

  // Reports the route the connection's selected candidate pair takes: 'relayed' when either end is a
  // relay candidate, else 'direct'; again whenever it changes.
  function lookAtRoute(conn, c) {
    var pc = pcOf(conn), f = conn.ff;
    if (!pc || !pc.getStats) return;
    f.routeAt = now();
    pc.getStats().then(function (stats) {
      var pair = null, byId = {};
      stats.forEach(function (s) {
        byId[s.id] = s;
        if (s.type === 'transport' && s.selectedCandidatePairId) pair = s.selectedCandidatePairId;
      });
      pair = pair ? byId[pair] : null;
      if (!pair) stats.forEach(function (s) { if (s.type === 'candidate-pair' && s.nominated && s.state === 'succeeded') pair = s; });
      if (!pair) return;
      var l = byId[pair.localCandidateId], r = byId[pair.remoteCandidateId];
      var route = (l && l.candidateType === 'relay') || (r && r.candidateType === 'relay') ? 'relayed' : 'direct';
      if (route !== f.route) { f.route = route; push({ k: 'route', c: c, text: route }); }
    }).catch(function () {});
  }

  // A message from connection c: heard (it is alive), the heartbeat swallowed, and on a guest's
  // connection (`f.limited`) too long or too many refused before they reach the page.
  function arrived(conn, c, d) {
    var f = conn.ff, t = now();
    f.heard = t;
    if (f.silent) { f.silent = false; push({ k: 'heard', c: c }); }
    if (f.limited) {
      if (t - f.windowAt >= 1000) flushFlood(conn, c, t);
      if (++f.count > MAX_RATE) { f.dropped++; return; }
    }
    var text = typeof d === 'string' ? d : String(d);
    if (text === PING) return;
    if (f.limited && text.length > MAX_TEXT) { push({ k: 'toolong', c: c, text: String(text.length) }); return; }
    if (window.ffNetRecord === true) net.received.push(text);
    // The page reads events as JSON of at most 4 MiB a batch: a longer message (only a host's page
    // could send one) is reported by its length, never read.
    if (text.length > MAX_EVENT) { push({ k: 'toolong', c: c, text: String(text.length) }); return; }
    push({ k: 'data', c: c, text: text });
  }

  // Reports what a guest's connection had dropped over the rate in the last window, then starts a new one.
  function flushFlood(conn, c, t) {
    var f = conn.ff;
    if (f.dropped) push({ k: 'flood', c: c, text: String(f.dropped) });
    f.windowAt = t; f.count = 0; f.dropped = 0;
  }

  // Registers a connection under number `c` (a new one if not given) and reports what it does.
  // `limited`: the other side is a guest (the host's side of a connection), whose traffic is bounded.
  function adopt(conn, c, limited) {
    if (!c) c = net.next++;
    net.conns[c] = conn;
    conn.ff = { since: now(), heard: now(), opened: false, silent: false, told: false, route: '', routeAt: 0,
                gathered: {}, relay: conn.pc ? 'none' : net.relay, limited: !!limited, windowAt: now(), count: 0, dropped: 0 };
    watchIce(conn, c);
    conn.on('open', function () {
      conn.ff.opened = true; conn.ff.heard = now();
      push({ k: 'open', c: c, id: conn.peer });
      lookAtRoute(conn, c);
    });
    conn.on('data', function (d) { arrived(conn, c, d); });
    conn.on('close', function () { push({ k: 'close', c: c }); });
    conn.on('error', function (e) { push({ k: 'error', c: c, text: String(e && (e.type || e.message) || e) }); });
    return c;
  }

  // Every second: a heartbeat on every open connection, the route looked at again, connections
  // that never opened reported, and a guest's dropped messages reported.
  function tick() {
    var t = now();
    for (var c in net.conns) {
      var conn = net.conns[c], f = conn.ff;
      if (!f) continue;
      if (conn.open) {
        try { conn.send(PING); } catch (e) { /* a closing channel: its close event follows */ }
        if (t - f.routeAt > ROUTE_EVERY_MS) lookAtRoute(conn, Number(c));
      } else if (!f.opened && t - f.since > OPEN_DEADLINE_MS) {
        unreachable(conn, Number(c));
      }
      if (f.limited && t - f.windowAt >= 1000) flushFlood(conn, Number(c), t);
    }
  }
  setInterval(tick, TICK_MS);

  // Silence, looked at four times a second (a network that drops is seen within 4.25 s).
  function checkSilence() {
    var t = now();
    for (var c in net.conns) {
      var f = net.conns[c].ff;
      if (f && net.conns[c].open && !f.silent && t - f.heard > SILENT_MS) { f.silent = true; push({ k: 'silent', c: Number(c) }); }
    }
  }
  setInterval(checkSilence, SILENCE_CHECK_MS);

  // ---- Through a signalling server: PeerJS's server protocol (npm `peer`; docs/protocol.md,
  // "Transport"), spoken as the PeerJS 1.5.5 client library speaks it, for data connections only.
  // The page registers an id over a WebSocket (a guest first asks the server for one), sends it a
  // HEARTBEAT every 5 s, and exchanges offers, answers and ICE candidates with other pages through it
  // as {type, dst, payload} (the server adds `src`). Errors are PeerJS's types, which the page reads:
  // 'unavailable-id' (the server still holds our id), 'peer-unavailable' (no such page: EXPIRE),
  // 'network' (lost the server), 'server-error', 'invalid-key', 'webrtc', 'disconnected'.
  var PEERJS_VERSION = '1.5.5';  // the client the server is told it speaks to (the public server may look)
  var SERVER_PING_MS = 5000;
  // PeerJS's defaults: a public STUN server and PeerJS's public relay.
  var PUBLIC_ICE = { iceServers: [{ urls: 'stun:stun.l.google.com:19302' },
    { urls: ['turn:eu-0.turn.peerjs.com:3478', 'turn:us-0.turn.peerjs.com:3478'], username: 'peerjs', credential: 'peerjsp' }],
    sdpSemantics: 'unified-plan' };

  function randomToken() { return Math.random().toString(36).slice(2); }

  function peerError(p, type) { if (net.peer === p) push({ k: 'error', c: 0, text: type }); }

  // To the server (dropped while its socket is not open, as PeerJS does).
  function toServer(p, type, dst, payload) {
    if (p.ws && p.ws.readyState === 1) p.ws.send(JSON.stringify({ type: type, dst: dst, payload: payload }));
  }

  function closeSocket(p) {
    clearInterval(p.beat);
    if (p.ws) { p.ws.onopen = p.ws.onmessage = p.ws.onclose = null; p.ws.close(); }
    p.ws = null;
  }

  // Registers p's id at the server: "OPEN" (ready) or an error follows.
  function openSocket(p) {
    var s = p.server;
    p.disconnected = false;
    var ws;
    try {
      ws = new WebSocket((s.secure ? 'wss://' : 'ws://') + s.host + ':' + s.port + s.path + 'peerjs?key=peerjs&id=' + p.id +
                         '&token=' + p.token + '&version=' + PEERJS_VERSION);
    } catch (e) {  // refused outright (an insecure server from a secure page): as if the server went away
      peerError(p, 'network');
      return disconnect(p);
    }
    p.ws = ws;
    ws.onmessage = function (e) {
      var m;
      try { m = JSON.parse(e.data); } catch (x) { return; }
      fromServer(p, m);
    };
    ws.onopen = function () {
      p.beat = setInterval(function () { if (ws.readyState === 1) ws.send('{"type":"HEARTBEAT"}'); }, SERVER_PING_MS);
    };
    ws.onclose = function () {  // the server went away: 'network', then the page hears "broker"
      if (p.disconnected) return;
      peerError(p, 'network');
      disconnect(p);
    };
  }

  // Off the server; the connections stay (net.reconnectBroker registers the same id again).
  function disconnect(p) {
    if (p.disconnected) return;
    p.disconnected = true;
    p.known = true;
    closeSocket(p);
    if (net.peer === p) push({ k: 'broker', text: 'lost the signalling server' });
  }

  // Off the server and every connection closed; the peer is done.
  function destroy(p) {
    if (p.destroyed) return;
    disconnect(p);
    p.destroyed = true;
    for (var cid in p.conns) p.conns[cid].close();
  }

  // A refusal: a peer never registered ends, one that was keeps its connections (as PeerJS does).
  function abort(p, type) {
    peerError(p, type);
    if (p.known) disconnect(p); else destroy(p);
  }

  function fromServer(p, m) {
    var pl = m.payload || {}, conn = p.conns[pl.connectionId];
    if (conn && conn.peer !== m.src) conn = null;
    if (m.type === 'OPEN') {
      p.known = true;
      if (net.peer === p) net.state = 'ready', push({ k: 'ready', id: p.id });
    } else if (m.type === 'ERROR') {
      abort(p, 'server-error');
    } else if (m.type === 'ID-TAKEN') {
      abort(p, 'unavailable-id');
    } else if (m.type === 'INVALID-KEY') {
      abort(p, 'invalid-key');
    } else if (m.type === 'LEAVE') {  // the other page is gone
      for (var cid in p.conns) if (p.conns[cid].peer === m.src) p.conns[cid].close();
    } else if (m.type === 'EXPIRE') {  // what we sent found no page
      peerError(p, 'peer-unavailable');
    } else if (m.type === 'OFFER') {
      if (conn) conn.close();
      if (pl.type === 'data' && pl.connectionId) offered(p, m.src, pl);
    } else if (conn) {
      signalled(conn, m.type, pl);
    } else if (pl.connectionId && (m.type === 'ANSWER' || m.type === 'CANDIDATE')) {  // ahead of its offer: kept for it
      (p.early[pl.connectionId] = p.early[pl.connectionId] || []).push(m);
    }
  }

  // An answer or an ICE candidate for one of p's connections.
  function signalled(conn, type, pl) {
    var pc = conn.peerConnection;
    var done = type === 'ANSWER' ? pc.setRemoteDescription(pl.sdp) : type === 'CANDIDATE' ? pc.addIceCandidate(pl.candidate) : null;
    if (done) done.catch(function () { conn.failed(); });
  }

  // A connection through the server to page `other`, shaped like a code connection for adopt():
  // `peer`, `open`, on(open|data|close|error), send, close; `peerConnection` under it.
  function signalledConn(p, other, cid, meta) {
    var pc = new RTCPeerConnection(p.config), handlers = {}, channel = null, closed = false;
    var conn = {
      peer: other, metadata: meta, open: false, peerConnection: pc,
      on: function (name, fn) { handlers[name] = fn; },
      send: function (t) {
        try { channel.send(t); } catch (e) { conn.close(); }  // a broken channel: its close event is ours
      },
      close: function () {
        if (closed) return;
        closed = true;
        delete p.conns[cid];
        pc.onicecandidate = pc.oniceconnectionstatechange = pc.ondatachannel = null;
        if (channel) channel.onopen = channel.onmessage = channel.onclose = null;
        // What was sent still goes out (a leaving host's reveal, a refusal before the cut): an open
        // channel closes after its pending messages, and the connection with it or a second later.
        if (channel && channel.readyState === 'open') {
          channel.onclose = function () { pc.close(); };
          channel.close();
          setTimeout(function () { pc.close(); }, CLOSE_FLUSH_MS);
        } else {
          pc.close();
        }
        if (conn.open) { conn.open = false; if (handlers.close) handlers.close(); }
      },
      // WebRTC refused a step of the negotiation: told on the peer, as PeerJS does.
      failed: function () { if (!closed) peerError(p, 'webrtc'); },
      channel: function (ch) {
        channel = ch;
        ch.onopen = function () { conn.open = true; if (handlers.open) handlers.open(); };
        ch.onmessage = function (e) { if (handlers.data) handlers.data(e.data); };
        ch.onclose = function () { conn.close(); };
      },
    };
    p.conns[cid] = conn;
    pc.onicecandidate = function (e) {
      if (e.candidate && e.candidate.candidate) toServer(p, 'CANDIDATE', other, { candidate: e.candidate, type: 'data', connectionId: cid });
    };
    pc.ondatachannel = function (e) { conn.channel(e.channel); };
    pc.oniceconnectionstatechange = function () {
      var s = pc.iceConnectionState;
      if (s !== 'failed' && s !== 'closed') return;
      if (handlers.error) handlers.error(s === 'failed' ? 'negotiation-failed' : 'connection-closed');
      setTimeout(conn.close, 0);  // after the transport's own listener has seen why (watchIce)
    };
    return conn;
  }

  // A page's offer: its connection, answered.
  function offered(p, other, pl) {
    var cid = pl.connectionId, conn = signalledConn(p, other, cid, pl.metadata), pc = conn.peerConnection;
    // A guest's connection: its metadata says which seat it comes for (shown while it connects;
    // the join message, with the invitation's token, is what seats it).
    push({ k: 'incoming', c: adopt(conn, 0, true), id: other, text: typeof pl.metadata === 'string' ? pl.metadata.slice(0, 40) : '' });
    pc.setRemoteDescription(pl.sdp).then(function () { return pc.createAnswer(); }).then(function (a) {
      return pc.setLocalDescription(a).then(function () { toServer(p, 'ANSWER', other, { sdp: a, type: 'data', connectionId: cid }); });
    }).catch(function () { conn.failed(); });
    var early = p.early[cid] || [];
    delete p.early[cid];
    early.forEach(function (m) { signalled(conn, m.type, m.payload); });
  }

  // Opens this page's peer: `id` the host's chosen id, or '' for one the server gives (a guest).
  // `ice`: the RTCPeerConnection iceServers as JSON text ('' keeps PeerJS's defaults, which name a
  // public relay).
  net.start = function (id, signal, ice) {
    net.stop();
    var p = { id: id, token: randomToken(), conns: {}, early: {}, ws: null, beat: 0, config: PUBLIC_ICE,
              disconnected: false, destroyed: false, known: false };
    try { p.server = serverOptions(signal); } catch (e) {
      net.state = 'failed'; push({ k: 'failed', text: 'the signalling server address is not a URL: ' + signal }); return;
    }
    if (ice) {
      try { p.config = { iceServers: JSON.parse(ice) }; } catch (e) {
        net.state = 'failed'; push({ k: 'failed', text: 'the relay servers are not readable' }); return;
      }
      net.relay = p.config.iceServers.some(function (s) { return String(s.urls).indexOf('turn') === 0; }) ? 'own' : 'none';
    } else {
      net.relay = 'public';
    }
    if (!window.RTCPeerConnection || !window.WebSocket) {
      net.state = 'failed'; push({ k: 'failed', text: 'this browser has no WebRTC' }); return;
    }
    net.state = 'connecting';
    net.peer = p;
    if (id) return openSocket(p);
    var s = p.server;
    fetch((s.secure ? 'https://' : 'http://') + s.host + ':' + s.port + s.path + 'peerjs/id?ts=' + now() + Math.random() +
          '&version=' + PEERJS_VERSION, { referrerPolicy: 'strict-origin-when-cross-origin' })
      .then(function (r) { if (r.status !== 200) throw new Error('status ' + r.status); return r.text(); })
      .then(function (mine) { if (!p.destroyed) { p.id = mine; openSocket(p); } })
      .catch(function () { if (!p.destroyed) abort(p, 'server-error'); });
  };
  // Connects to the host's peer; `meta` travels with the offer ("seat=2").
  net.connect = function (hostId, meta) {
    var p = net.peer;
    if (!p) return 0;
    if (p.disconnected) { peerError(p, 'disconnected'); return 0; }
    var cid = 'dc_' + randomToken(), conn = signalledConn(p, hostId, cid, meta || ''), pc = conn.peerConnection;
    conn.channel(pc.createDataChannel(cid, { ordered: true }));
    pc.createOffer().then(function (o) {
      return pc.setLocalDescription(o).then(function () {
        toServer(p, 'OFFER', hostId, { sdp: o, type: 'data', connectionId: cid, metadata: meta || '', label: cid, reliable: true, serialization: 'raw' });
      });
    }).catch(function () { conn.failed(); });
    return adopt(conn);
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
  // A data channel dressed as a connection, for adopt() (the shape of signalledConn's).
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
    var conn = channelConn(pc.createDataChannel('ff'), pc);
    conn.pc = pc;
    var c = adopt(conn, 0, true);
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
      conn.pc = pc;
      adopt(conn, c);
      if (e.channel.readyState === 'open') { conn.open = true; conn.ff.opened = true; push({ k: 'open', c: c, id: 'code' }); }
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

  // After a "broker" event: registers the same id again (with the same token, so a server that still
  // holds it takes this page back).
  net.reconnectBroker = function () { var p = net.peer; if (p && p.disconnected && !p.destroyed) openSocket(p); };
  // Ends this page's peer and its connections; connections made with codes stay.
  net.stop = function () {
    var p = net.peer;
    net.peer = null; net.state = 'off';
    if (p) destroy(p);
    for (var c in net.conns) if (net.conns[c].peer !== 'code') delete net.conns[c];
  };
  // The oldest events, as many as fit in BATCH_CHARS (at least one), and how many are left: the
  // page polls again (the next frame if it has done enough in this one), so nothing is dropped.
  net.poll = function () {
    var taken = 0, chars = 0, parts = [];
    while (taken < net.events.length) {
      var e = JSON.stringify(net.events[taken]);
      if (taken > 0 && chars + e.length > BATCH_CHARS) break;
      parts.push(e); chars += e.length; taken++;
    }
    net.events = net.events.slice(taken);
    return '{"left":' + net.events.length + ',"events":[' + parts.join(',') + ']}';
  };
  window.ffNet = net;
})();
