#!/usr/bin/env python3
"""Independent reference fixtures for LayoutLP's width strategies.

Run by hand (never in CI), from the repository root:

    python3 Tests/StrategyFixtures/generate.py [SEED | --seed SEED] [--jobs N]

It writes flat.json and nested.json next to this file.  Nothing here reads or
runs LayoutLP: every number comes from the code below (exact rational
arithmetic, HiGHS through highspy, numpy, scipy's NNLS and kiwisolver).
See README.md in this folder for what each strategy's reference is.

Needs Python 3.11 with numpy, scipy, highspy and kiwisolver.
"""

from __future__ import annotations

import argparse
import itertools
import json
import math
import multiprocessing
import os
import random
import sys
import time
from fractions import Fraction

import highspy
import kiwisolver
import numpy as np
from scipy.optimize import nnls

INF = math.inf
HINF = highspy.kHighsInf
GENERATOR = "Tests/StrategyFixtures/generate.py"
DEFAULT_SEED = 20261127
N_FLAT = 600
N_NESTED = 250

HOLD_REL = 1e-9          # relative tolerance of an objective hold (brief)
DUAL_ZERO = 1e-4         # |reduced cost| below this counts as zero
REFUSE_DIFF = 1e-7       # QP against KKT: refuse a case above this
TIE_REL = 1e-9           # weighted: equal tie-break objectives
POINT_TOL = 1e-9         # a face [lo, hi] with hi - lo above this is "not a point"


# --------------------------------------------------------------------------
# Views: parsing a model object into a tree with ranges, tiers and ranks
# --------------------------------------------------------------------------

class View:
    """One stack child (or the root stack).  lo/ideal/hi are the width range."""

    def __init__(self, vid, kind):
        self.id = vid
        self.kind = kind            # "Color", "Spacer", "HStack"
        self.lo = 0.0
        self.ideal = 10.0
        self.hi = INF
        self.priority = 0           # ignored for Spacers (they are -infinity)
        self.spacing = 0.0
        self.children: list[View] = []
        self.var = -1               # column index (root: -1)
        self.rank = 0               # rank from lowest within the parent stack

    @property
    def spacer(self):
        return self.kind == "Spacer"

    def gaps(self):
        return self.spacing * max(0, len(self.children) - 1)

    def tiers(self):
        """Children grouped by priority, highest first; Spacers last, alone."""
        groups = {}
        for c in self.children:
            if not c.spacer:
                groups.setdefault(c.priority, []).append(c)
        out = [groups[p] for p in sorted(groups, reverse=True)]
        spacers = [c for c in self.children if c.spacer]
        if spacers:
            out.append(spacers)
        return out


def parse_view(obj) -> View:
    v = View(obj["id"], obj["type"])
    mods = obj.get("modifiers", [])
    for m in mods:
        if "layoutPriority" in m:
            v.priority = m["layoutPriority"]
    if v.kind == "Spacer":
        v.lo = v.ideal = float(obj["minLength"])
        v.hi = INF
    elif v.kind == "Color":
        v.lo, v.ideal, v.hi = 0.0, 10.0, INF
        for m in mods:
            if "frame" in m:
                f = m["frame"]
                if "width" in f:
                    v.lo = v.ideal = v.hi = float(f["width"])
                else:
                    v.lo = float(f.get("minWidth", 0.0))
                    v.hi = float(f.get("maxWidth", INF))
                    if "idealWidth" in f:
                        v.ideal = float(f["idealWidth"])
                    else:
                        v.ideal = min(max(10.0, v.lo), v.hi)
    elif v.kind == "HStack":
        v.spacing = float(obj["spacing"])
        v.children = [parse_view(c) for c in obj["children"]]
        v.lo = sum(c.lo for c in v.children) + v.gaps()
        v.ideal = sum(c.ideal for c in v.children) + v.gaps()
        v.hi = sum(c.hi for c in v.children) + v.gaps()
    else:
        raise ValueError(obj["type"])
    return v


class Tree:
    """The model as a tree plus the column layout shared by every program."""

    def __init__(self, model):
        self.W = float(model["proposal"]["width"])
        self.root = parse_view(model["root"])
        self.views: list[View] = []        # every stack child, pre-order
        self.stacks: list[View] = []       # root first, then nested stacks
        self._index(self.root)
        self.n = len(self.views)
        self.ids = [v.id for v in self.views]
        self.ideal = np.array([v.ideal for v in self.views])
        self.lo = np.array([v.lo for v in self.views])
        self.hi = np.array([v.hi for v in self.views])
        self.flat = len(self.stacks) == 1
        r = self.root
        self.lmin = r.lo   # root: sum of minima plus gaps
        self.lmax = r.hi
        if self.lmin >= self.W:
            self.regime = "overflow"
        elif self.lmax <= self.W:
            self.regime = "short"
        else:
            self.regime = "between"

    def _index(self, stack):
        self.stacks.append(stack)
        tiers = stack.tiers()
        for ti, tier in enumerate(tiers):
            for c in tier:
                c.rank = len(tiers) - 1 - ti
        for c in stack.children:
            c.var = len(self.views)
            self.views.append(c)
            if c.kind == "HStack":
                self._index(c)

    def max_rank(self):
        return max(v.rank for v in self.views)


# --------------------------------------------------------------------------
# Polytopes: bounds on the columns plus equality rows (dense, they are tiny)
# --------------------------------------------------------------------------

class Poly:
    def __init__(self, lo, hi, A, b):
        self.lo = np.array(lo, dtype=float)
        self.hi = np.array(hi, dtype=float)
        self.A = np.array(A, dtype=float)
        self.b = np.array(b, dtype=float)

    @property
    def n(self):
        return len(self.lo)

    def copy(self):
        return Poly(self.lo.copy(), self.hi.copy(), self.A.copy(), self.b.copy())

    def key(self):
        return (tuple(self.lo), tuple(self.hi))


def feasible_set(tree: Tree) -> Poly:
    """F: the stage 'overflow least, then unused least' already applied."""
    n = tree.n
    A = np.zeros((len(tree.stacks), n))
    b = np.zeros(len(tree.stacks))
    for si, s in enumerate(tree.stacks):
        for c in s.children:
            A[si, c.var] = 1.0
        if si == 0:
            b[si] = {"overflow": tree.lmin, "short": tree.lmax,
                     "between": tree.W}[tree.regime] - s.gaps()
        else:
            A[si, s.var] = -1.0
            b[si] = -s.gaps()
    lo, hi = tree.lo.copy(), tree.hi.copy()
    if tree.regime == "overflow":
        hi = lo.copy()
    elif tree.regime == "short":
        lo = hi.copy()
    return Poly(lo, hi, A, b)


def _hinf(x):
    return np.where(x == INF, HINF, np.where(x == -INF, -HINF, x))


class Solver:
    """One highspy model over a Poly; objectives are swapped in and re-run."""

    def __init__(self, poly: Poly, extra_rows=()):
        h = highspy.Highs()
        h.setOptionValue("output_flag", False)
        h.setOptionValue("threads", 1)
        h.setOptionValue("random_seed", 0)
        h.setOptionValue("primal_feasibility_tolerance", 1e-10)
        h.setOptionValue("dual_feasibility_tolerance", 1e-10)
        A = poly.A
        rl, ru = list(poly.b), list(poly.b)
        rows = [A[i] for i in range(A.shape[0])]
        for coef, upper in extra_rows:      # coef . x <= upper
            rows.append(np.asarray(coef, dtype=float))
            rl.append(-HINF)
            ru.append(upper)
        M = np.array(rows) if rows else np.zeros((0, poly.n))
        lp = highspy.HighsLp()
        lp.num_col_ = poly.n
        lp.num_row_ = M.shape[0]
        lp.col_cost_ = np.zeros(poly.n)
        lp.col_lower_ = _hinf(poly.lo)
        lp.col_upper_ = _hinf(poly.hi)
        lp.row_lower_ = np.array(rl, dtype=float)
        lp.row_upper_ = np.array(ru, dtype=float)
        start, index, value = [0], [], []
        for j in range(poly.n):
            for i in range(M.shape[0]):
                if M[i, j] != 0.0:
                    index.append(i)
                    value.append(M[i, j])
            start.append(len(index))
        lp.a_matrix_.format_ = highspy.MatrixFormat.kColwise
        lp.a_matrix_.start_ = np.array(start, dtype=np.int32)
        lp.a_matrix_.index_ = np.array(index, dtype=np.int32)
        lp.a_matrix_.value_ = np.array(value, dtype=float)
        h.passModel(lp)
        self.h = h
        self.n = poly.n
        self._idx = np.arange(poly.n, dtype=np.int32)

    def solve(self, cost, maximize=False):
        h = self.h
        h.changeObjectiveSense(highspy.ObjSense.kMaximize if maximize
                               else highspy.ObjSense.kMinimize)
        h.changeColsCost(self.n, self._idx, np.asarray(cost, dtype=float))
        h.run()
        st = h.getModelStatus()
        if st not in (highspy.HighsModelStatus.kOptimal,
                      highspy.HighsModelStatus.kInfeasible):
            # a warm start occasionally ends without a status (numerical
            # trouble on the held rows): solve again from scratch
            h.clearSolver()
            h.run()
            st = h.getModelStatus()
        if st != highspy.HighsModelStatus.kOptimal:
            return None
        sol = h.getSolution()
        return (h.getInfo().objective_function_value,
                np.array(sol.col_value), np.array(sol.col_dual))

    def feasible(self):
        return self.solve(np.zeros(self.n)) is not None

    def ranges(self, cols):
        """LP min and max of every listed column."""
        out = {}
        for j in cols:
            c = np.zeros(self.n)
            c[j] = 1.0
            lo = self.solve(c)
            hi = self.solve(c, maximize=True)
            if lo is None or hi is None:
                raise RuntimeError("face LP failed")
            out[j] = (lo[0], hi[0])
        return out

    def set_quadratic(self, diag_cols, linear):
        """min 1/2 sum x_j^2 (j in diag_cols) + linear . x

        HiGHS regularises QPs by default (qp_regularization_value 1e-7),
        which moves the answer by about 1e-6 here; the Hessian is the
        identity (positive definite), so the regularisation is turned off."""
        self.h.setOptionValue("qp_regularization_value", 0.0)
        start, index, value = [0], [], []
        for j in range(self.n):
            if j in diag_cols:
                index.append(j)
                value.append(1.0)
            start.append(len(index))
        self.h.passHessian(self.n, len(index), highspy.HessianFormat.kTriangular,
                           np.array(start, dtype=np.int32),
                           np.array(index, dtype=np.int32),
                           np.array(value, dtype=float))
        return self.solve(linear)


class Stats:
    def __init__(self):
        self.d = {}

    def max(self, key, v):
        self.d[key] = max(self.d.get(key, 0.0), float(v))

    def min(self, key, v):
        self.d[key] = min(self.d.get(key, INF), float(v))

    def add(self, key, v=1):
        self.d[key] = self.d.get(key, 0) + v

    def merge(self, other: dict):
        for k, v in other.items():
            if k.startswith("max:"):
                self.max(k, v)
            elif k.startswith("min:"):
                self.min(k, v)
            else:
                self.add(k, v)


# --------------------------------------------------------------------------
# Stages of a lexicographic LP: exact holding by complementary slackness,
# and the brief's holding by an objective row with a relative tolerance
# --------------------------------------------------------------------------

def stage_fix(poly: Poly, cost, stats: Stats, tag: str):
    """Minimise cost over poly; return the set of optima as a Poly.

    For one optimal dual solution y, a feasible x is optimal exactly when it
    is complementary to y (this holds for every optimal pair, degenerate or
    not), so fixing each column whose reduced cost is non-zero at the bound
    it sits on gives the whole optimal face, with no tolerance in the set.
    """
    s = Solver(poly)
    r = s.solve(cost)
    if r is None:
        raise RuntimeError("stage LP failed")
    opt, x, d = r
    out = poly.copy()
    for j in range(poly.n):
        if poly.lo[j] == poly.hi[j]:
            continue
        a = abs(d[j])
        if a > DUAL_ZERO:
            stats.min("min:reduced cost counted non-zero", a)
            if d[j] > 0:
                if not math.isfinite(poly.lo[j]):
                    raise RuntimeError("unbounded stage")
                out.hi[j] = out.lo[j]
            else:
                if not math.isfinite(poly.hi[j]):
                    raise RuntimeError("unbounded stage")
                out.lo[j] = out.hi[j]
        else:
            stats.max("max:reduced cost counted zero", a)
    # verification: the objective is constant (= opt) on the fixed set
    s2 = Solver(out)
    top = s2.solve(cost, maximize=True)
    bot = s2.solve(cost)
    scale = max(1.0, abs(opt))
    if top is None or bot is None or abs(top[0] - opt) > 1e-7 * scale \
            or abs(bot[0] - opt) > 1e-7 * scale:
        raise RuntimeError(f"{tag}: fixed set is not the optimal face")
    return out, opt


def held_face(poly: Poly, stages, cols, const=None):
    """The brief's method: each stage's optimum held as a row
    cost.x <= opt + HOLD_REL * max(1, |opt|), then LP min/max per column.
    const[k] is a constant term of stage k's objective (it sets |opt|)."""
    rows = []
    for k, cost in enumerate(stages):
        c0 = 0.0 if const is None else const[k]
        s = Solver(poly, rows)
        r = s.solve(cost)
        if r is None:
            raise RuntimeError("held stage failed")
        opt = r[0] + c0
        rows.append((cost, opt - c0 + HOLD_REL * max(1.0, abs(opt))))
    return Solver(poly, rows).ranges(cols)


# --------------------------------------------------------------------------
# The tie-break: least sum (a - ideal)^2 over a polytope, three ways
# --------------------------------------------------------------------------

def tiebreak_qp(poly: Poly, ideal):
    s = Solver(poly)
    r = s.set_quadratic(set(range(poly.n)), -np.asarray(ideal))
    if r is None:
        return None
    return r[1]


def _solve_equalities(poly: Poly, ideal, active):
    """Least sum (x-ideal)^2 with active columns at their bound and rows held."""
    n = poly.n
    x = np.array(ideal, dtype=float)
    free = [j for j in range(n) if j not in active]
    for j, side in active.items():
        x[j] = poly.lo[j] if side in ("L", "E") else poly.hi[j]
    A, b = poly.A, poly.b
    r = b - A @ x           # what the free columns must make up (from ideal)
    Af = A[:, free]
    keep = np.any(Af != 0.0, axis=1)
    if np.any(np.abs(r[~keep]) > 1e-9 * max(1.0, np.abs(b).max(initial=0))):
        return None
    if free and keep.any():
        Ak = Af[keep]
        nu, *_ = np.linalg.lstsq(Ak @ Ak.T, r[keep], rcond=None)
        x[free] = x[free] + Ak.T @ nu
    if np.abs(A @ x - b).max(initial=0) > 1e-9 * max(1.0, np.abs(b).max(initial=0)):
        return None
    return x


def _certify(poly: Poly, ideal, x, active):
    """KKT stationarity with sign-constrained multipliers, via scipy's NNLS.
    Returns the residual norm (0 when x is optimal for its active set)."""
    n, m = poly.n, poly.A.shape[0]
    g = x - np.asarray(ideal)
    cols = [poly.A.T, -poly.A.T]
    for j, side in active.items():
        e = np.zeros((n, 1))
        e[j, 0] = 1.0
        if side == "L":
            cols.append(e)
        elif side == "U":
            cols.append(-e)
        else:
            cols.append(np.hstack([e, -e]))
    M = np.hstack(cols) if cols else np.zeros((n, 0))
    _, res = nnls(M, g, maxiter=50 * M.shape[1] + 100)
    return res


def tiebreak_kkt(poly: Poly, ideal, x0, stats: Stats):
    """Re-solve the tie-break from the QP's active set with numpy; repair the
    active set if the equality solution is infeasible or its multipliers have
    the wrong sign; certify the result by NNLS on the KKT conditions."""
    n = poly.n
    active = {}
    for j in range(n):
        if poly.lo[j] == poly.hi[j]:
            active[j] = "E"
        elif math.isfinite(poly.lo[j]) and x0[j] - poly.lo[j] <= 1e-7 * (1 + abs(poly.lo[j])):
            active[j] = "L"
        elif math.isfinite(poly.hi[j]) and poly.hi[j] - x0[j] <= 1e-7 * (1 + abs(poly.hi[j])):
            active[j] = "U"
    scale = max(1.0, np.abs(np.asarray(ideal)).max(initial=0), np.abs(poly.b).max(initial=0))
    for it in range(60):
        x = _solve_equalities(poly, ideal, active)
        if x is None:
            raise RuntimeError("KKT: inconsistent active set")
        worst, wj = 0.0, -1
        for j in range(n):
            if j in active:
                continue
            v = max(poly.lo[j] - x[j], x[j] - poly.hi[j])
            if v > worst:
                worst, wj = v, j
        if worst > 1e-12 * scale:
            active[wj] = "L" if x[wj] < poly.lo[wj] else "U"
            stats.add("kkt active-set repairs")
            continue
        res = _certify(poly, ideal, x, active)
        if res <= 1e-9 * scale:
            stats.max("max:kkt certificate residual", res)
            return x
        # release the bound whose removal lowers the objective most
        best, bj = None, -1
        for j, side in active.items():
            if side == "E":
                continue
            trial = dict(active)
            del trial[j]
            y = _solve_equalities(poly, ideal, trial)
            if y is None:
                continue
            f = float(np.sum((y - ideal) ** 2))
            if best is None or f < best:
                best, bj = f, j
        if bj < 0:
            raise RuntimeError("KKT: cannot certify")
        del active[bj]
        stats.add("kkt active-set repairs")
    raise RuntimeError("KKT: no convergence")


def level_solve(items, target):
    """Exact breakpoint search: a level t with sum clamp(t, l_i, h_i) = target
    (l_i finite, h_i may be inf), given sum l <= target <= sum h.
    Everything is a Fraction; returns the clamped values."""
    def f(t):
        return sum(min(max(t, l), h) for l, h in items)
    pts = sorted({l for l, _ in items} | {h for _, h in items if h != INF})
    t = None
    if target <= f(pts[0]):
        t = pts[0]
    else:
        for a, b in zip(pts, pts[1:]):
            fa, fb = f(a), f(b)
            if fa <= target <= fb:
                t = a + (target - fa) * (b - a) / (fb - fa)
                break
        if t is None:
            fl = f(pts[-1])
            slope = sum(1 for _, h in items if h == INF)
            t = pts[-1] + (target - fl) / slope
    vals = [min(max(t, l), h) for l, h in items]
    assert sum(vals) == target, (items, target)
    return vals


def _frac(x):
    return INF if x == INF else Fraction(x)


def tiebreak_waterfill(poly: Poly, ideal):
    """Flat stacks only: a box plus one sum row, solved exactly:
    a_c = clamp(ideal_c + lambda, lo_c, hi_c)."""
    assert poly.A.shape[0] == 1 and np.all(poly.A == 1.0)
    ide = [Fraction(v) for v in ideal]
    items = [(_frac(l) - i, _frac(h) - i if h != INF else INF)
             for l, h, i in zip(poly.lo, poly.hi, ide)]
    target = Fraction(poly.b[0]) - sum(ide)
    vals = level_solve(items, target)
    return [v + i for v, i in zip(vals, ide)]


class TieBreak:
    def __init__(self, x, objective, qp_diff):
        self.x = x                      # floats (or Fractions when exact)
        self.objective = objective
        self.qp_diff = qp_diff


def tiebreak(poly: Poly, tree: Tree, stats: Stats, tag: str):
    """The common tie-break over poly (None when poly is empty)."""
    ideal = tree.ideal
    if not Solver(poly).feasible():
        return None
    xq = tiebreak_qp(poly, ideal)
    if xq is None:
        raise RuntimeError(f"{tag}: QP failed on a feasible polytope")
    xk = tiebreak_kkt(poly, ideal, xq, stats)
    diff = float(np.abs(xq - xk).max(initial=0))
    stats.max("max:qp vs kkt", diff)
    stats.max(f"max:qp vs kkt [{tag}]", diff)
    x = xk
    if tree.flat:
        xw = tiebreak_waterfill(poly, ideal)
        wdiff = max((abs(float(a) - b) for a, b in zip(xw, xk)), default=0.0)
        stats.max("max:kkt vs water-filling (flat)", wdiff)
        if wdiff > 1e-9:
            raise RuntimeError(f"{tag}: KKT and water-filling disagree by {wdiff}")
        x = xw
    obj = float(sum((float(a) - i) ** 2 for a, i in zip(x, ideal)))
    return TieBreak(x, obj, diff)


# --------------------------------------------------------------------------
# Strategies
# --------------------------------------------------------------------------

def lex_fair(tree: Tree):
    """Progressive filling, exact (Fractions), no LP."""
    out = [None] * tree.n

    def fill(stack: View, offer: Fraction):
        kids = stack.children
        ans = {c.var: _frac(c.lo) for c in kids}     # level 0: minima
        room = offer - _frac(stack.gaps())
        for tier in stack.tiers():
            rest = room - sum(v for j, v in ans.items()
                              if j not in {c.var for c in tier})
            lows = [_frac(c.lo) for c in tier]
            highs = [_frac(c.hi) for c in tier]
            if sum(lows) >= rest:
                vals = lows                            # level stays 0
            elif INF not in highs and sum(highs) <= rest:
                vals = highs                           # level goes to the offer
            else:
                vals = level_solve(list(zip(lows, highs)), rest)
            for c, v in zip(tier, vals):
                ans[c.var] = v
        for c in kids:
            out[c.var] = ans[c.var]
            if c.kind == "HStack":
                fill(c, ans[c.var])

    fill(tree.root, Fraction(tree.W))
    return out


def point_result(F: Poly):
    x = F.lo
    return {"answer": list(x), "face": [(v, v) for v in x]}


def weighted(tree: Tree, F: Poly, stats: Stats):
    """Container scope: per stack, tiers filled highest first.  A stack's
    offer is its answer (a variable), so the optima are a union over each
    stack's regime r: tiers above r at their maxima, tiers below at their
    minima, tier r free.  Enumerate the combinations."""
    per_stack = []
    for s in tree.stacks:
        per_stack.append([(s, r) for r in range(len(s.tiers()))])
    polys, seen = [], set()
    for combo in itertools.product(*per_stack):
        p = F.copy()
        ok = True
        for s, r in combo:
            for ti, tier in enumerate(s.tiers()):
                for c in tier:
                    j = c.var
                    if ti < r:
                        if c.hi == INF:
                            ok = False
                        p.lo[j] = max(p.lo[j], c.hi)
                        p.hi[j] = min(p.hi[j], c.hi)
                    elif ti > r:
                        p.lo[j] = max(p.lo[j], c.lo)
                        p.hi[j] = min(p.hi[j], c.lo)
                    if p.lo[j] > p.hi[j]:
                        ok = False
        if not ok or p.key() in seen:
            continue
        seen.add(p.key())
        polys.append(p)
    results = []
    face = {j: (INF, -INF) for j in range(tree.n)}
    for p in polys:
        tb = tiebreak(p, tree, stats, "weighted")
        if tb is None:
            continue
        rng = Solver(p).ranges(range(tree.n))
        for j, (a, b) in rng.items():
            face[j] = (min(face[j][0], a), max(face[j][1], b))
        results.append(tb)
    stats.max("max:weighted feasible regime combinations", len(results))
    if not results:
        raise RuntimeError("weighted: no feasible regime")
    best = min(results, key=lambda t: t.objective)
    tie = False
    for t in results:
        if t is best:
            continue
        if t.objective <= best.objective + TIE_REL * max(1.0, best.objective):
            gap = max(abs(float(a) - float(b)) for a, b in zip(t.x, best.x))
            if gap > 1e-6:
                tie = True
    return {"answer": list(best.x), "face": [face[j] for j in range(tree.n)],
            "tie": tie, "qp_diff": max(t.qp_diff for t in results)}


def weights_global(tree: Tree):
    w = {}
    for v in tree.views:
        w[v.var] = 0.0 if v.spacer else 1000.0 ** v.priority
    pos = [x for x in w.values() if x > 0]
    if not pos:
        return w, False
    m = min(pos)
    w = {j: x / m for j, x in w.items()}
    return w, max(w.values()) > 1e6


def weighted_global(tree: Tree, F: Poly, stats: Stats):
    w, refused = weights_global(tree)
    if refused:
        return {"refused": True}
    if tree.regime != "between":
        return point_result(F)
    # sum over stacks S, children c: w_c (A_S - a_c); A_root = W (constant)
    cost = np.zeros(tree.n)
    const = 0.0
    for s in tree.stacks:
        for c in s.children:
            cost[c.var] -= w[c.var]
            if s is tree.root:
                const += w[c.var] * tree.W
            else:
                cost[s.var] += w[c.var]
    opt_face, _ = stage_fix(F, cost, stats, "weighted-global")
    face = Solver(opt_face).ranges(range(tree.n))
    held = held_face(F, [cost], range(tree.n), const=[const])
    compare_faces(face, held, stats, "weighted-global")
    tb = tiebreak(opt_face, tree, stats, "weighted-global")
    return {"answer": list(tb.x), "face": [face[j] for j in range(tree.n)],
            "qp_diff": tb.qp_diff}


def soft_ideal(tree: Tree, F: Poly, stats: Stats):
    if tree.regime != "between":
        return point_result(F)
    n = tree.n
    # columns: a (n), grow (n), shrink (n); rows: F's rows, a - g + s = ideal
    A = np.zeros((F.A.shape[0] + n, 3 * n))
    A[:F.A.shape[0], :n] = F.A
    for j in range(n):
        A[F.A.shape[0] + j, j] = 1.0
        A[F.A.shape[0] + j, n + j] = -1.0
        A[F.A.shape[0] + j, 2 * n + j] = 1.0
    b = np.concatenate([F.b, tree.ideal])
    lo = np.concatenate([F.lo, np.zeros(2 * n)])
    hi = np.concatenate([F.hi, np.full(2 * n, INF)])
    P = Poly(lo, hi, A, b)
    stages = []
    for r in range(tree.max_rank(), 0, -1):
        c = np.zeros(3 * n)
        for v in tree.views:
            if v.rank == r:
                c[2 * n + v.var] = 1.0
        if c.any():
            stages.append(c)
    c = np.zeros(3 * n)
    for v in tree.views:
        if v.rank == 0:
            c[2 * n + v.var] = 750.0
        c[n + v.var] = 250.0
    stages.append(c)
    cur = P
    for k, cost in enumerate(stages):
        cur, _ = stage_fix(cur, cost, stats, f"soft-ideal stage {k}")
    # back to the widths: a fixed grow (shrink) column caps (floors) a at ideal
    q = F.copy()
    for j in range(n):
        q.lo[j], q.hi[j] = cur.lo[j], cur.hi[j]
        if cur.hi[n + j] == 0.0:
            q.hi[j] = min(q.hi[j], tree.ideal[j])
        if cur.hi[2 * n + j] == 0.0:
            q.lo[j] = max(q.lo[j], tree.ideal[j])
    face = Solver(q).ranges(range(n))
    face_ext = Solver(cur).ranges(range(n))
    compare_faces(face, face_ext, stats, "soft-ideal projection", same=True)
    held = held_face(P, stages, range(n))
    compare_faces(face, held, stats, "soft-ideal")
    tb = tiebreak(q, tree, stats, "soft-ideal")
    return {"answer": list(tb.x), "face": [face[j] for j in range(n)],
            "qp_diff": tb.qp_diff}


def min_deviation(tree: Tree, F: Poly, stats: Stats):
    if tree.regime != "between":
        return point_result(F)
    tb = tiebreak(F, tree, stats, "min-deviation")
    return {"answer": list(tb.x), "face": [(float(v), float(v)) for v in tb.x],
            "qp_diff": tb.qp_diff}


def compare_faces(face, other, stats: Stats, tag, same=False):
    """face: from the exactly fixed set; other: the same set another way
    (same=True) or the brief's held-row set, which contains it."""
    d = 0.0
    for j in face:
        d = max(d, abs(face[j][0] - other[j][0]), abs(face[j][1] - other[j][1]))
    if same:
        if d > 1e-8:
            raise RuntimeError(f"{tag}: faces differ by {d}")
        return
    stats.max(f"max:face, held row vs exact [{tag}]", d)
    narrower = max(max(other[j][0] - face[j][0], face[j][1] - other[j][1]) for j in face)
    stats.max(f"max:face, held row narrower than exact [{tag}]", narrower)
    for j in face:
        if other[j][0] > face[j][0] + 1e-6 or other[j][1] < face[j][1] - 1e-6:
            raise RuntimeError(f"{tag}: held face narrower than exact face "
                               f"(column {j}: {other[j]} against {face[j]})")


def tier_rule_gap(tree: Tree, x):
    """Largest difference between a stack's tier totals in x and the totals
    the tier rule gives for the stack's offer (W at the root, else x[S])."""
    gap = 0.0
    for s in tree.stacks:
        offer = tree.W if s is tree.root else x[s.var]
        tiers = s.tiers()
        lows = [sum(c.lo for c in t) for t in tiers]
        highs = [sum(c.hi for c in t) for t in tiers]
        left = offer - s.gaps()
        for ti, t in enumerate(tiers):
            want = min(highs[ti], left - sum(lows[ti + 1:]))
            have = sum(x[c.var] for c in t)
            gap = max(gap, abs(want - have))
            left -= want
    return gap


def kiwi_weighted(tree: Tree):
    """Cassowary cross-check for flat 'weighted' (<= 3 tiers, in between)."""
    s = kiwisolver.Solver()
    strengths = {0: kiwisolver.strength.create(0, 0, 1),
                 1: kiwisolver.strength.create(0, 1, 0),
                 2: kiwisolver.strength.create(1, 0, 0)}
    xs = [kiwisolver.Variable(v.id) for v in tree.views]
    for v, x in zip(tree.views, xs):
        s.addConstraint(x >= v.lo)
        if v.hi != INF:
            s.addConstraint(x <= v.hi)
    total = xs[0]
    for x in xs[1:]:
        total = total + x
    s.addConstraint(total + tree.root.gaps() == tree.W)
    for v, x in zip(tree.views, xs):
        if not v.spacer:
            s.addConstraint((x == tree.W) | strengths[v.rank])
    s.updateVariables()
    return [x.value() for x in xs]


# --------------------------------------------------------------------------
# One case
# --------------------------------------------------------------------------

STRATEGIES = ["lex-fair", "weighted", "weighted-global", "soft-ideal", "min-deviation"]


def solve_case(model):
    stats = Stats()
    tree = Tree(model)
    F = feasible_set(tree)
    res = {}
    lf = lex_fair(tree)
    res["lex-fair"] = {"answer": lf, "face": [(v, v) for v in lf]}
    if tree.regime != "between":
        res["weighted"] = dict(point_result(F), tie=False)
    else:
        res["weighted"] = weighted(tree, F, stats)
    res["weighted-global"] = weighted_global(tree, F, stats)
    res["soft-ideal"] = soft_ideal(tree, F, stats)
    res["min-deviation"] = min_deviation(tree, F, stats)

    worst = max(r.get("qp_diff", 0.0) for r in res.values())
    if worst > REFUSE_DIFF:
        stats.add("cases skipped: QP vs KKT above 1e-7")
        return None, stats.d

    # every answer lies in its face and in F
    for name, r in res.items():
        if r.get("refused"):
            continue
        for j, (a, (lo, hi)) in enumerate(zip(r["answer"], r["face"])):
            a = float(a)
            if not (lo - 1e-7 <= a <= hi + 1e-7):
                raise RuntimeError(f"{name}: answer outside face")
            if not (F.lo[j] - 1e-7 <= a <= F.hi[j] + 1e-7):
                raise RuntimeError(f"{name}: answer outside F")
        x = np.array([float(a) for a in r["answer"]])
        if np.abs(F.A @ x - F.b).max() > 1e-7:
            raise RuntimeError(f"{name}: answer breaks a stack total")

    # container-scope tier rule (each tier's total as large as possible,
    # highest tier first, given the stack's offer): the weighted answer must
    # follow it, and so must lex-fair's (progressive filling serves tiers in
    # the same order); checked on tier totals, independently of the LPs
    if tree.regime == "between":
        for name in ("weighted", "lex-fair"):
            d = tier_rule_gap(tree, [float(a) for a in res[name]["answer"]])
            stats.max(f"max:tier rule gap [{name}]", d)
            if d > 1e-7:
                raise RuntimeError(f"{name}: answer breaks the tier rule by {d}")
        lf = res["lex-fair"]["answer"]
        for j, (lo, hi) in enumerate(res["weighted"]["face"]):
            if not (lo - 1e-7 <= float(lf[j]) <= hi + 1e-7):
                raise RuntimeError("lex-fair answer outside the weighted face")

    # flat stacks: with every tier's weight 1000 times the next one's, the
    # global-scope LP is a fractional knapsack that fills tiers in order,
    # so its optima are exactly the container-scope ones
    if tree.flat and not res["weighted-global"].get("refused"):
        a, b = res["weighted-global"], res["weighted"]
        d = max(max(abs(float(x) - float(y)) for x, y in zip(a["answer"], b["answer"])),
                max(max(abs(p[0] - q[0]), abs(p[1] - q[1])) for p, q in zip(a["face"], b["face"])))
        stats.max("max:flat weighted-global vs weighted", d)
        if d > 1e-7:
            raise RuntimeError(f"flat weighted-global differs from weighted by {d}")

    kiwi = None
    if tree.flat and tree.regime == "between" and len(tree.root.tiers()) <= 3:
        kiwi = kiwi_weighted(tree)
        face = res["weighted"]["face"]
        for j, k in enumerate(kiwi):
            if not (face[j][0] - 1e-6 <= k <= face[j][1] + 1e-6):
                raise RuntimeError(f"kiwi outside the weighted face: {tree.ids[j]}")
        stats.add("kiwi computed")
        d = tier_rule_gap(tree, kiwi)
        stats.max("max:tier rule gap [kiwi]", d)
        if d > 1e-6:
            raise RuntimeError(f"kiwi breaks the tier rule by {d}")
        diff = max(abs(k - float(a)) for k, a in zip(kiwi, res["weighted"]["answer"]))
        if diff > 1e-6:
            stats.add("kiwi differs from weighted answer")
        if any(hi - lo > POINT_TOL for lo, hi in face):
            stats.add("kiwi cases whose weighted face is not a point")

    out = {}
    for name in STRATEGIES:
        r = res[name]
        if r.get("refused"):
            out[name] = {"refused": True}
            stats.add(f"refused [{name}]")
            continue
        o = {"answer": {i: num(a) for i, a in zip(tree.ids, r["answer"])},
             "face": {i: [num(lo), num(hi)] for i, (lo, hi) in zip(tree.ids, r["face"])}}
        if any(hi - lo > POINT_TOL for lo, hi in r["face"]):
            stats.add(f"face not a point [{name}]")
        if name in ("weighted", "weighted-global", "soft-ideal"):
            # LP faces: their ends are vertices of a network polytope with
            # half-integer data, so they should be multiples of 0.5
            for lo, hi in r["face"]:
                for v in (lo, hi):
                    stats.max("max:LP face end distance from a multiple of 0.5",
                              abs(v * 2 - round(v * 2)) / 2)
        if name == "weighted":
            o["tie"] = bool(r["tie"])
            if r["tie"]:
                stats.add("ties [weighted]")
            if kiwi is not None:
                o["kiwi"] = {i: num(k) for i, k in zip(tree.ids, kiwi)}
        out[name] = o
    stats.add(f"regime {tree.regime}")
    return out, stats.d


def num(x):
    """Round to 1e-9; integral values are written as integers."""
    x = round(float(x), 9)
    if x == 0:
        return 0
    if x == int(x) and abs(x) < 1e15:
        return int(x)
    return x


# --------------------------------------------------------------------------
# Random models
# --------------------------------------------------------------------------

def half(rng, lo, hi):
    """A multiple of 0.5 in [lo, hi] (mostly integers)."""
    if rng.random() < 0.7 and math.ceil(lo) <= math.floor(hi):
        return num(rng.randint(math.ceil(lo), math.floor(hi)))
    return num(rng.randint(math.ceil(2 * lo), math.floor(2 * hi)) / 2)


def priority_mods(rng, mods):
    if rng.random() < 0.4:
        mods.append({"layoutPriority": rng.choice([-1, 0, 1, 2, 3])})
    return mods


def gen_leaf(rng, vid, finite):
    if finite:
        kind = rng.choices(["frame", "fixed"], [0.6, 0.4])[0]
    else:
        kind = rng.choices(["plain", "frame", "fixed", "spacer"],
                           [0.25, 0.30, 0.15, 0.15])[0]
    if kind == "spacer":
        ml = 0 if rng.random() < 0.3 else half(rng, 0, 30)
        return {"type": "Spacer", "id": vid, "minLength": ml}
    mods = []
    if kind == "fixed":
        mods.append({"frame": {"width": half(rng, 0, 100)}})
    elif kind == "frame":
        m = half(rng, 0, 60)
        i = num(m + half(rng, 0, 60))
        M = num(i + half(rng, 0, 120))
        keys = rng.choice([k for k in range(1, 8) if not finite or k & 4])
        f = {}
        if keys & 1:
            f["minWidth"] = m
        if keys & 2:
            f["idealWidth"] = i
        if keys & 4:
            f["maxWidth"] = M
        mods.append({"frame": f})
    priority_mods(rng, mods)
    v = {"type": "Color", "id": vid}
    if mods:
        v["modifiers"] = mods
    return v


def gen_stack(rng, vid, k, finite, nested_positions=()):
    """An HStack with k children; those at nested_positions are HStacks."""
    kids = []
    for q in range(k):
        cid = f"{vid}.{q}" if vid != "root" else f"c{q}"
        if q in nested_positions:
            kids.append(gen_stack(rng, cid, rng.randint(2, 4), finite))
        else:
            kids.append(gen_leaf(rng, cid, finite))
    s = {"type": "HStack", "id": vid, "spacing": rng.choice([0, 4, 8]), "children": kids}
    if vid != "root":
        mods = priority_mods(rng, [])
        if mods:
            s["modifiers"] = mods
    return s


def gen_model(rng, set_name, k, seed):
    cat = rng.random()
    cat = "overflow" if cat < 0.1 else ("short" if cat < 0.2 else "between")
    finite = cat == "short"
    for _ in range(1000):
        if set_name == "flat":
            root = gen_stack(rng, "root", rng.randint(2, 8), finite)
        else:
            n = rng.randint(2, 5)
            nn = min(n, rng.choice([1, 2]))
            pos = tuple(sorted(rng.sample(range(n), nn)))
            deep = rng.random() < 0.2
            root = gen_stack(rng, "root", n, finite, pos)
            if deep:
                j = rng.choice(pos)
                st = root["children"][j]
                q = rng.randrange(len(st["children"]))
                st["children"][q] = gen_stack(rng, f"{st['id']}.{q}",
                                              rng.randint(2, 4), finite)
        tree = Tree({"proposal": {"width": 0}, "root": root})
        lmin, lmax = tree.lmin, tree.lmax
        if not any(not v.spacer for v in tree.root.children):
            continue
        if cat == "overflow":
            if lmin < 0.5:
                continue
            W = half(rng, 0, min(lmin - 0.5, 600))
        elif cat == "short":
            if lmax == INF or lmax > 599.5:
                continue
            W = half(rng, lmax + 0.5, 600)
        else:
            top = min(lmax, 600)
            if lmin + 0.5 > top - 0.5:
                continue
            W = half(rng, lmin + 0.5, top - 0.5)
        return {"format": "layoutlp/1",
                "name": f"{set_name}-{k:04d}",
                "description": f"generated by {GENERATOR}, seed {seed}, case {k}",
                "proposal": {"width": W, "height": 20},
                "root": root}
    raise RuntimeError("could not draw a model")


def hand_models(seed):
    def color(vid, frame=None, prio=None):
        v = {"type": "Color", "id": vid}
        mods = []
        if frame:
            mods.append({"frame": frame})
        if prio is not None:
            mods.append({"layoutPriority": prio})
        if mods:
            v["modifiers"] = mods
        return v

    def model(k, W, kids):
        return {"format": "layoutlp/1", "name": f"flat-{k:04d}",
                "description": f"generated by {GENERATOR}, seed {seed}, case {k}",
                "proposal": {"width": W, "height": 20},
                "root": {"type": "HStack", "id": "root", "spacing": 0, "children": kids}}

    return [
        model(0, 300, [color("c0"), color("c1"), color("c2")]),
        model(1, 240, [color("c0", {"maxWidth": 100}),
                       color("c1", {"minWidth": 95, "maxWidth": 200}),
                       color("c2")]),
        model(2, 300, [color("c0"), {"type": "Spacer", "id": "c1", "minLength": 8}]),
        model(3, 300, [color(f"c{q}", prio=p) for q, p in enumerate([-1, 0, 1, 2, 3])]),
    ]


def check_hand(cases):
    """The four hand-worked cases (brief); raises if any number is off."""
    def close(a, b):
        return abs(a - b) <= 1e-8

    def ans(c, s):
        return [c["strategies"][s]["answer"][f"c{q}"] for q in range(len(c["strategies"][s]["answer"]))]

    def face(c, s):
        return [c["strategies"][s]["face"][f"c{q}"] for q in range(len(c["strategies"][s]["face"]))]

    def eq(xs, ys):
        assert len(xs) == len(ys) and all(close(x, y) for x, y in zip(xs, ys)), (xs, ys)

    c0, c1, c2, c3 = cases[:4]
    for s in STRATEGIES:
        if s != "weighted-global" or not c0["strategies"][s].get("refused"):
            eq(ans(c0, s), [100, 100, 100])
    for f in face(c0, "weighted"):
        eq(f, [0, 300])
    md = [155 / 3, 410 / 3, 155 / 3]
    eq(ans(c1, "lex-fair"), [72.5, 95, 72.5])
    eq(ans(c1, "min-deviation"), md)
    eq(ans(c1, "weighted"), md)
    eq(ans(c1, "soft-ideal"), md)
    fw = face(c1, "weighted")
    eq(fw[0], [0, 100]); eq(fw[1], [95, 200]); eq(fw[2], [0, 145])
    eq(ans(c2, "lex-fair"), [292, 8])
    eq(ans(c2, "weighted"), [292, 8])
    eq(ans(c2, "min-deviation"), [151, 149])
    eq(ans(c2, "soft-ideal"), [151, 149])
    eq(face(c2, "soft-ideal")[0], [10, 292])
    eq(ans(c3, "weighted"), [0, 0, 0, 0, 300])
    assert c3["strategies"]["weighted-global"] == {"refused": True}
    for f in face(c3, "soft-ideal"):
        eq(f, [10, 260])
    eq(ans(c3, "soft-ideal"), [60] * 5)


# --------------------------------------------------------------------------
# Driver
# --------------------------------------------------------------------------

def _case_job(args):
    set_name, k, seed, fixed_model = args
    stats = Stats()
    attempt = 0
    while True:
        if fixed_model is not None:
            model = fixed_model
        else:
            rng = random.Random(f"{seed}/{set_name}/{k}/{attempt}")
            model = gen_model(rng, set_name, k, seed)
        try:
            out, st = solve_case(model)
        except Exception as e:
            raise RuntimeError(f"{model['name']} (attempt {attempt}): {e}") from e
        stats.merge(st)
        if out is not None:
            return {"name": model["name"], "model": model, "strategies": out}, stats.d
        if fixed_model is not None:
            raise RuntimeError("a hand case was refused")
        attempt += 1


def build(set_name, count, seed, jobs):
    jobs_args = []
    hand = hand_models(seed) if set_name == "flat" else []
    for k in range(count):
        jobs_args.append((set_name, k, seed, hand[k] if k < len(hand) else None))
    stats = Stats()
    for key in ["ties [weighted]", "kkt active-set repairs",
                "cases skipped: QP vs KKT above 1e-7"] + \
            [f"face not a point [{s}]" for s in STRATEGIES] + \
            [f"refused [{s}]" for s in STRATEGIES if s == "weighted-global"] + \
            (["kiwi computed", "kiwi differs from weighted answer",
              "kiwi cases whose weighted face is not a point"] if set_name == "flat" else []):
        stats.add(key, 0)
    if jobs > 1:
        with multiprocessing.Pool(jobs) as pool:
            results = pool.map(_case_job, jobs_args, chunksize=4)
    else:
        results = [_case_job(a) for a in jobs_args]
    cases = []
    for case, st in results:
        cases.append(case)
        stats.merge(st)
    if set_name == "flat":
        check_hand(cases)
    doc = {"generator": GENERATOR, "seed": seed, "set": set_name, "cases": cases}
    return doc, stats


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("seed", nargs="?", type=int, default=DEFAULT_SEED)
    ap.add_argument("--seed", dest="seed_opt", type=int, default=None)
    ap.add_argument("--jobs", type=int, default=1,
                    help="worker processes (the output does not depend on it)")
    ap.add_argument("--out", default=os.path.dirname(os.path.abspath(__file__)))
    ap.add_argument("--flat", type=int, default=N_FLAT)
    ap.add_argument("--nested", type=int, default=N_NESTED)
    a = ap.parse_args()
    seed = a.seed_opt if a.seed_opt is not None else a.seed
    t0 = time.time()
    for set_name, count in (("flat", a.flat), ("nested", a.nested)):
        t1 = time.time()
        doc, stats = build(set_name, count, seed, a.jobs)
        path = os.path.join(a.out, f"{set_name}.json")
        with open(path, "w") as fh:
            json.dump(doc, fh, sort_keys=True, indent=1, allow_nan=False)
            fh.write("\n")
        print(f"{set_name}: {count} cases -> {path} ({time.time() - t1:.1f} s)")
        for key in sorted(stats.d):
            print(f"  {key}: {stats.d[key]:.3g}" if isinstance(stats.d[key], float)
                  else f"  {key}: {stats.d[key]}")
    print(f"total {time.time() - t0:.1f} s")


if __name__ == "__main__":
    main()
