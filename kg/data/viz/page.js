/* paper-kg graph page. Every piece of text from the data is set with
   textContent or as a DOM attribute; nothing here assigns innerHTML, and
   links are made only from http(s) URLs. */
(function () {
  "use strict";

  var data = JSON.parse(document.getElementById("kg-data").textContent);
  var kinds = {};
  data.kinds.forEach(function (k) { kinds[k.kind] = k; });
  var DIM = { background: "#eef0f3", border: "#dde1e6" };
  var EDGE = { color: "#c5ccd6", highlight: "#334155", hover: "#64748b", inherit: false, opacity: 1 };
  var EDGE_DIM = { color: "#eceff3", highlight: "#334155", hover: "#64748b", inherit: false, opacity: 1 };
  var EDGE_ON = { color: "#475569", highlight: "#334155", hover: "#334155", inherit: false, opacity: 1 };
  var FONT = { color: "#1f2933" };
  var FONT_DIM = { color: "#c7cdd4" };
  // A small graph is fitted close enough that its labels are drawn: a fitted view
  // steps back so that they stay off the window's edges (kg.viz sets it; 1 for a large one).
  var FIT_MARGIN = data.meta.fitScale || 1;

  data.nodes.forEach(function (n) {
    n.baseColor = n.color;
    n.search = [String(n.full || "").toLowerCase(), String(n.zh || "").toLowerCase()];
  });
  var nodes = new vis.DataSet(data.nodes);
  var edges = new vis.DataSet(data.edges);
  var container = document.getElementById("network");
  var network = new vis.Network(container, { nodes: nodes, edges: edges }, data.options);
  var physicsOn = !!data.meta.physics;
  var highlighted = null;
  var hiddenKinds = {};

  window.kgNetwork = network;
  window.kgNodes = nodes;
  window.kgEdges = edges;
  window.kgReady = false;

  function el(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined && text !== null) e.textContent = String(text);
    return e;
  }

  function isHttp(url) {
    if (typeof url !== "string" || !/^https?:\/\/[^\s"<>\\`]+$/i.test(url)) return false;
    try {
      var u = new URL(url);
      return (u.protocol === "http:" || u.protocol === "https:") && !!u.host;
    } catch (e) {
      return false;
    }
  }

  function fmt(n) { return Number(n).toLocaleString("en-US"); }

  // ---- status line -------------------------------------------------------
  var statusEl = document.getElementById("status");
  function setStatus(extra) {
    var text = fmt(nodes.length) + " nodes · " + fmt(edges.length) + " edges";
    if (data.meta.omitted) {
      text += " · top " + fmt(nodes.length) + " of " + fmt(data.meta.total) + " by degree; left out " +
        fmt(data.meta.omitted) + (data.meta.omittedSample.length ? " (e.g. " + data.meta.omittedSample.slice(0, 3).join("; ") + ")" : "");
    }
    if (extra) text += " · " + extra;
    statusEl.textContent = text;
    statusEl.title = text;
  }
  setStatus(physicsOn ? "laying out…" : "");

  function ready() {
    if (window.kgReady) return;
    window.kgReady = true;
    document.body.setAttribute("data-ready", "1");
    setStatus("");
  }

  // ---- physics and fit ---------------------------------------------------
  var physicsBtn = document.getElementById("physics");
  function showPhysics() {
    physicsBtn.textContent = "Physics: " + (physicsOn ? "on" : "off");
    physicsBtn.setAttribute("aria-pressed", physicsOn ? "true" : "false");
  }
  showPhysics();
  physicsBtn.addEventListener("click", function () {
    physicsOn = !physicsOn;
    network.setOptions({ physics: { enabled: physicsOn, stabilization: { enabled: false } } });
    if (physicsOn) network.startSimulation(); else network.stopSimulation();
    showPhysics();
  });
  // Fit, then step back (FIT_MARGIN): vis fits node centres, so the labels of the
  // outermost nodes (and the nodes under the legend) would sit on the edges.
  function fitAll() {
    network.fit({ animation: false });
    network.moveTo({ scale: network.getScale() * FIT_MARGIN, animation: false });
  }
  document.getElementById("fit").addEventListener("click", fitAll);

  if (physicsOn) {
    network.once("stabilizationIterationsDone", function () {
      // Stabilized once: stop the simulation so the page stays still and cheap.
      physicsOn = false;
      network.setOptions({ physics: { enabled: false } });
      showPhysics();
      fitAll();
      network.once("afterDrawing", ready);
      network.redraw();
    });
  } else {
    fitAll();
    network.once("afterDrawing", function () { ready(); });
  }

  // ---- legend and class filter -------------------------------------------
  var SVG = "http://www.w3.org/2000/svg";
  function swatch(kind) {
    var s = document.createElementNS(SVG, "svg");
    s.setAttribute("width", "14");
    s.setAttribute("height", "14");
    s.setAttribute("viewBox", "0 0 14 14");
    var shape;
    var shapeName = kind.shape;
    if (shapeName === "square") {
      shape = document.createElementNS(SVG, "rect");
      shape.setAttribute("x", "2"); shape.setAttribute("y", "2");
      shape.setAttribute("width", "10"); shape.setAttribute("height", "10");
    } else if (shapeName === "dot") {
      shape = document.createElementNS(SVG, "circle");
      shape.setAttribute("cx", "7"); shape.setAttribute("cy", "7"); shape.setAttribute("r", "5.5");
    } else {
      var points = {
        diamond: "7,1 13,7 7,13 1,7",
        triangle: "7,1.5 13,12.5 1,12.5",
        star: "7,1 8.8,5.2 13.3,5.4 9.8,8.2 11,12.8 7,10.3 3,12.8 4.2,8.2 0.7,5.4 5.2,5.2",
        hexagon: "3.5,1.5 10.5,1.5 13.5,7 10.5,12.5 3.5,12.5 0.5,7"
      }[shapeName] || "7,1 13,7 7,13 1,7";
      shape = document.createElementNS(SVG, "polygon");
      shape.setAttribute("points", points);
    }
    shape.setAttribute("fill", kind.color);
    shape.setAttribute("stroke", "rgba(0,0,0,.25)");
    s.appendChild(shape);
    return s;
  }

  var legend = document.getElementById("legend");
  legend.appendChild(el("div", "title", "Show"));
  data.kinds.forEach(function (k) {
    var row = el("label");
    var box = el("input");
    box.type = "checkbox";
    box.checked = true;
    box.setAttribute("data-kind", k.kind);
    box.addEventListener("change", function () { setKindVisible(k.kind, box.checked); });
    row.appendChild(box);
    row.appendChild(swatch(k));
    row.appendChild(el("span", null, k.label));
    row.appendChild(el("span", "count", fmt(k.count)));
    legend.appendChild(row);
  });

  function setKindVisible(kind, visible) {
    hiddenKinds[kind] = !visible;
    var updates = [];
    nodes.forEach(function (n) {
      if (n.kind === kind) updates.push({ id: n.id, hidden: !visible });
    });
    nodes.update(updates);
    var legendBox = legend.querySelector('input[data-kind="' + kind + '"]');
    if (legendBox) legendBox.checked = visible;
  }

  // ---- neighbourhood highlight -------------------------------------------
  function highlight(id) {
    var keep = {};
    keep[id] = true;
    network.getConnectedNodes(id).forEach(function (n) { keep[n] = true; });
    var nodeUpdates = [];
    nodes.forEach(function (n) {
      var dim = !keep[n.id];
      nodeUpdates.push({ id: n.id, color: dim ? DIM : n.baseColor, font: dim ? FONT_DIM : FONT });
    });
    nodes.update(nodeUpdates);
    var edgeUpdates = [];
    edges.forEach(function (e) {
      var on = e.from === id || e.to === id;
      edgeUpdates.push({ id: e.id, color: on ? EDGE_ON : EDGE_DIM });
    });
    edges.update(edgeUpdates);
    highlighted = id;
  }

  function clearHighlight() {
    if (highlighted === null) return;
    var nodeUpdates = [];
    nodes.forEach(function (n) { nodeUpdates.push({ id: n.id, color: n.baseColor, font: FONT }); });
    nodes.update(nodeUpdates);
    var edgeUpdates = [];
    edges.forEach(function (e) { edgeUpdates.push({ id: e.id, color: EDGE }); });
    edges.update(edgeUpdates);
    highlighted = null;
  }

  // ---- side panel --------------------------------------------------------
  var panel = document.getElementById("panel");
  function fieldValue(value) {
    if (Array.isArray(value)) {
      var ul = el("ul");
      value.forEach(function (item) { ul.appendChild(el("li", null, item)); });
      return ul;
    }
    return document.createTextNode(String(value));
  }

  function showDetails(id) {
    var n = nodes.get(id);
    if (!n) return;
    var kind = kinds[n.kind] || { label: n.kind, color: "#9aa0a6" };
    panel.replaceChildren();
    var badge = el("span", "badge", kind.label);
    badge.style.background = kind.color;
    panel.appendChild(badge);
    panel.appendChild(el("h2", null, n.full || n.label));
    if (n.zh && n.zh !== n.full) panel.appendChild(el("p", "zh", n.zh));
    var dl = el("dl");
    (n.details || []).forEach(function (pair) {
      var name = pair[0];
      if (name === "Title" || name === "Name" || name === "中文标题" || name === "中文名") return;
      dl.appendChild(el("dt", null, name));
      var dd = el("dd");
      dd.appendChild(fieldValue(pair[1]));
      dl.appendChild(dd);
    });
    var safeLinks = (n.links || []).filter(function (l) { return isHttp(l[1]); });
    if (safeLinks.length) {
      dl.appendChild(el("dt", null, "Links"));
      var dd = el("dd");
      var ul = el("ul");
      safeLinks.forEach(function (l) {
        var li = el("li");
        var a = el("a", null, l[0] + ": " + l[1]);
        a.href = l[1];
        a.target = "_blank";
        a.rel = "noopener noreferrer nofollow";
        li.appendChild(a);
        ul.appendChild(li);
      });
      dd.appendChild(ul);
      dl.appendChild(dd);
    }
    var neighbours = network.getConnectedNodes(id);
    if (neighbours.length) {
      dl.appendChild(el("dt", null, "Connected here (" + neighbours.length + ")"));
      var ddn = el("dd");
      var uln = el("ul");
      neighbours.slice(0, 60).forEach(function (nid) {
        var m = nodes.get(nid);
        if (!m) return;
        var li = el("li");
        var b = el("button", "nb", m.full || m.label);
        b.type = "button";
        b.addEventListener("click", function () { choose(nid); });
        li.appendChild(b);
        uln.appendChild(li);
      });
      if (neighbours.length > 60) uln.appendChild(el("li", null, "… and " + (neighbours.length - 60) + " more"));
      ddn.appendChild(uln);
      dl.appendChild(ddn);
    }
    panel.appendChild(dl);
    panel.appendChild(el("div", "iri", n.id));
  }

  function clearDetails() {
    panel.replaceChildren(el("p", "hint", "Click a node to see its details; click the background to clear."));
  }

  function choose(id) {
    var n = nodes.get(id);
    if (!n) return;
    if (n.hidden) setKindVisible(n.kind, true);
    network.selectNodes([id]);
    highlight(id);
    showDetails(id);
    network.focus(id, { scale: Math.max(network.getScale(), 1.0), animation: false });
  }
  window.kgChoose = choose;

  network.on("click", function (params) {
    if (params.nodes.length) {
      highlight(params.nodes[0]);
      showDetails(params.nodes[0]);
    } else if (!params.edges.length) {
      clearHighlight();
      clearDetails();
    }
  });

  // ---- tooltip -----------------------------------------------------------
  var tip = document.getElementById("tip");
  function showTip(content, pointer) {
    tip.replaceChildren(content);
    tip.hidden = false;
    var box = container.getBoundingClientRect();
    var x = pointer.x + 14, y = pointer.y + 14;
    var w = tip.offsetWidth, h = tip.offsetHeight;
    if (x + w > box.width) x = Math.max(4, pointer.x - w - 14);
    if (y + h > box.height) y = Math.max(4, pointer.y - h - 14);
    tip.style.left = x + "px";
    tip.style.top = y + "px";
  }
  function hideTip() { tip.hidden = true; }

  function nodeTip(n) {
    var f = document.createDocumentFragment();
    f.appendChild(el("b", null, n.full || n.label));
    if (n.zh && n.zh !== n.full) f.appendChild(el("div", "zh", n.zh));
    var shown = 0;
    (n.details || []).forEach(function (pair) {
      var name = pair[0], value = pair[1];
      if (shown >= 5 || name === "Title" || name === "Name" || name === "中文标题" || name === "中文名") return;
      var text = Array.isArray(value) ? value.slice(0, 8).join(", ") + (value.length > 8 ? ", …" : "") : String(value);
      if (text.length > 220) text = text.slice(0, 217) + "…";
      var line = el("div", "f");
      line.appendChild(el("span", null, name + ": "));
      line.appendChild(document.createTextNode(text));
      f.appendChild(line);
      shown += 1;
    });
    (n.links || []).forEach(function (l) {
      if (isHttp(l[1])) f.appendChild(el("div", "f", l[0] + ": " + l[1]));
    });
    return f;
  }

  network.on("hoverNode", function (params) {
    var n = nodes.get(params.node);
    if (n) showTip(nodeTip(n), params.pointer.DOM);
  });
  network.on("blurNode", hideTip);
  network.on("dragStart", hideTip);
  network.on("zoom", hideTip);
  network.on("hoverEdge", function (params) {
    var e = edges.get(params.edge);
    if (e && e.rel) edges.update({ id: e.id, label: e.rel + (e.value > 1 ? " (" + e.value + ")" : "") });
  });
  network.on("blurEdge", function (params) {
    edges.update({ id: params.edge, label: "" });
  });

  // ---- search ------------------------------------------------------------
  var search = document.getElementById("search");
  var results = document.getElementById("results");
  var matches = [];
  var active = 0;

  function findMatches(query) {
    var q = query.trim().toLowerCase();
    if (!q) return [];
    // Chinese has no spaces between words: a Chinese query may match anywhere in a label
    var anywhere = /[\u3400-\u9fff\uf900-\ufaff]/.test(q);
    var starts = [], words = [];
    nodes.forEach(function (n) {
      if (hiddenKinds[n.kind]) return;
      var hit = 0;
      n.search.forEach(function (s) {
        if (!s) return;
        if (s.indexOf(q) === 0) hit = Math.max(hit, 2);
        else if (anywhere ? s.indexOf(q) > 0 : s.indexOf(" " + q) >= 0 || s.indexOf("-" + q) >= 0) hit = Math.max(hit, 1);
      });
      if (hit === 2) starts.push(n); else if (hit === 1) words.push(n);
    });
    var byValue = function (a, b) { return (b.value || 0) - (a.value || 0); };
    return starts.sort(byValue).concat(words.sort(byValue)).slice(0, 12);
  }

  function renderResults() {
    results.replaceChildren();
    matches.forEach(function (n, i) {
      var li = el("li");
      li.setAttribute("role", "option");
      li.setAttribute("aria-selected", i === active ? "true" : "false");
      li.appendChild(el("span", "kind", (kinds[n.kind] || { label: n.kind }).label));
      li.appendChild(el("span", null, n.full || n.label));
      if (n.zh && n.zh !== n.full) li.appendChild(el("span", "zh", n.zh));
      li.addEventListener("mousedown", function (ev) { ev.preventDefault(); pick(i); });
      results.appendChild(li);
    });
    results.hidden = matches.length === 0;
  }

  function pick(i) {
    var n = matches[i];
    if (!n) return;
    results.hidden = true;
    search.value = n.full || n.label;
    choose(n.id);
  }

  search.addEventListener("input", function () {
    matches = findMatches(search.value);
    active = 0;
    renderResults();
  });
  search.addEventListener("keydown", function (ev) {
    if (ev.key === "ArrowDown") { active = Math.min(active + 1, matches.length - 1); renderResults(); ev.preventDefault(); }
    else if (ev.key === "ArrowUp") { active = Math.max(active - 1, 0); renderResults(); ev.preventDefault(); }
    else if (ev.key === "Enter") {
      if (!matches.length) matches = findMatches(search.value);
      pick(active);
      ev.preventDefault();
    } else if (ev.key === "Escape") { results.hidden = true; }
  });
  search.addEventListener("blur", function () { results.hidden = true; });

  if (data.meta.focus) {
    network.once("afterDrawing", function () {
      network.selectNodes([data.meta.focus]);
      highlight(data.meta.focus);
      showDetails(data.meta.focus);
    });
  }
})();
